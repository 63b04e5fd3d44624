import Foundation

/// One setting of `mybiz serve`, declared once in `ServerSettings`: its names, its default, how its
/// text is read and what a value must be, and its sentence for `--help`. The option's help, the
/// environment variable's reading, the refusal of a wrong value and `ServerConfiguration`'s
/// defaults all come from it.
public struct SettingDefinition<Value: Sendable>: Sendable {
    /// How a wrong value is refused.
    enum Refusal: Sendable {
        /// "--port must be between 0 and 65535; 70000 is not."
        case valueIsNot
        /// "--trusted-proxy must be an IP address such as 127.0.0.1 or ::1, not “proxy”."
        case notText
    }

    /// The setting's key, option and environment variable.
    public let name: ServerSetting
    /// What the setting is when neither its option nor its variable is given.
    public let defaultValue: Value
    /// The option's value as `--help` names it (`seconds`), when not the one ArgumentParser makes of
    /// the option's name.
    public let valueName: String?
    /// What a value must be, for the sentence refusing a wrong one: "between 0 and 65535".
    let requirement: String
    /// The value a text names — the variable's, or the option's when ArgumentParser leaves it as
    /// typed — or `nil` when it names none.
    let parse: @Sendable (String) -> Value?
    /// The part of a value that will not do, as the refusal shows it; `nil` when the value will do.
    let flaw: @Sendable (Value) -> String?
    /// How a wrong value is refused.
    let refusal: Refusal
    /// How `--help` describes the setting, before where else it comes from.
    let sentence: String
    /// The environment variable as `--help` names it: `MYBIZ_METRICS=1` for a switch.
    let variable: String
    /// The default as `--help` names it; `nil` for a setting that is off, empty or unset until given.
    let shownDefault: String?

    /// `--help`'s text for the option: "The port to listen on (0 picks a free one). MYBIZ_PORT. (default: 8080)".
    public var help: String { help(sentence) }

    /// `sentence` with the setting's variable and default, for another command's option that sets
    /// it (`make-admin --database`).
    public func help(_ sentence: String) -> String {
        "\(sentence) \(variable)." + (shownDefault.map { " (default: \($0))" } ?? "")
    }

    /// A setting with a default, read by `parse` and checked by `valid`; `shown` writes a value as
    /// `--help` and a refusal show it.
    init(
        _ name: ServerSetting, default defaultValue: Value, shown: @escaping @Sendable (Value) -> String = { "\($0)" },
        must requirement: String, parse: @escaping @Sendable (String) -> Value?,
        valid: @escaping @Sendable (Value) -> Bool = { _ in true }, help sentence: String, valueName: String? = nil
    ) {
        self.init(
            name: name, defaultValue: defaultValue, valueName: valueName, requirement: requirement, parse: parse,
            flaw: { valid($0) ? nil : shown($0) }, refusal: .valueIsNot, sentence: sentence,
            variable: name.environmentVariable, shownDefault: shown(defaultValue))
    }

    private init(
        name: ServerSetting, defaultValue: Value, valueName: String?, requirement: String,
        parse: @escaping @Sendable (String) -> Value?, flaw: @escaping @Sendable (Value) -> String?,
        refusal: Refusal, sentence: String, variable: String, shownDefault: String?
    ) {
        self.name = name
        self.defaultValue = defaultValue
        self.valueName = valueName
        self.requirement = requirement
        self.parse = parse
        self.flaw = flaw
        self.refusal = refusal
        self.sentence = sentence
        self.variable = variable
        self.shownDefault = shownDefault
    }
}

extension SettingDefinition {
    /// This setting alone, as `ServerConfiguration(commandLine:environment:)` reads it: its option
    /// in `commandLine`, else its variable in `environment`, else its default — checked.
    ///
    /// - Throws: `ServerSettingError`, a sentence naming the option or variable that is wrong.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    public func value(commandLine: CommandLineSettings, environment: [String: String]) throws(ServerSettingError)
        -> Value
    {
        try SettingReader(commandLine: commandLine, environment: environment).value(self)
    }

    /// A setting unset until given, whose text `parse` reads.
    init<Wrapped: Sendable>(
        optional name: ServerSetting, must requirement: String,
        parse: @escaping @Sendable (String) -> Wrapped?, help sentence: String, valueName: String? = nil
    ) where Value == Wrapped? {
        self.init(
            name: name, defaultValue: nil, valueName: valueName, requirement: requirement,
            parse: { parse($0).map(Optional.some) }, flaw: { _ in nil }, refusal: .notText, sentence: sentence,
            variable: name.environmentVariable, shownDefault: nil)
    }
}

extension SettingDefinition where Value == [String] {
    /// A repeatable option, or its variable's comma-separated entries; each must be `valid`.
    init(
        list name: ServerSetting, must requirement: String, valid: @escaping @Sendable (String) -> Bool,
        help sentence: String, valueName: String? = nil
    ) {
        self.init(
            name: name, defaultValue: [], valueName: valueName, requirement: requirement,
            parse: { Self.entries($0.split(separator: ",").map(String.init)) },
            flaw: { $0.first { !valid($0) } }, refusal: .notText, sentence: sentence,
            variable: "\(name.environmentVariable) (comma-separated)", shownDefault: nil)
    }

    /// `texts` without the spaces around each and without the empty ones.
    static func entries(_ texts: [String]) -> [String] {
        texts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

extension SettingDefinition where Value == Bool {
    /// A switch, off unless given: its option, or its variable `1`, `true` or `yes` in any case.
    init(switch name: ServerSetting, help sentence: String) {
        self.init(
            name: name, defaultValue: false, valueName: nil, requirement: "", parse: { Self.isOn($0) },
            flaw: { _ in nil }, refusal: .valueIsNot, sentence: sentence, variable: "\(name.environmentVariable)=1",
            shownDefault: nil)
    }

    /// Whether a switch's variable turns it on: `1`, `true` or `yes` does, anything else leaves it off.
    private static func isOn(_ text: String) -> Bool {
        ["1", "true", "yes"].contains(text.lowercased())
    }
}
