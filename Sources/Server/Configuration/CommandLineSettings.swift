/// The options `mybiz serve` was given, each as ArgumentParser read it — the value it parsed (a
/// port, a log level, a switch, a repeated option's entries), or the text of one that only its
/// setting reads (a currency, a database) — for `ServerConfiguration(commandLine:environment:)` to
/// put above the environment. A setting not given is left to its variable, then its default.
public struct CommandLineSettings: Sendable {
    /// What the command line gave for a setting.
    enum Given<Value> {
        /// The value ArgumentParser parsed.
        case value(Value)
        /// The text as typed, for the setting to read.
        case text(String)
    }

    /// What the command line gave, by setting; a value is of its setting's `Value`.
    private enum Entry: Sendable {
        case value(any Sendable)
        case text(String)
    }

    private var entries: [ServerSetting: Entry] = [:]

    /// No option given.
    public init() {}

    /// The option's value, as ArgumentParser parsed it; `nil` when it is not given.
    public mutating func set<Value>(_ setting: SettingDefinition<Value>, to value: Value?) {
        entries[setting.name] = value.map { .value($0) }
    }

    /// The value of an option that is unset until given; `nil` when it is not given.
    public mutating func set<Wrapped>(_ setting: SettingDefinition<Wrapped?>, to value: Wrapped?) {
        entries[setting.name] = value.map { .value(Optional.some($0)) }
    }

    /// The option's text as typed, for the setting to read; `nil` when it is not given.
    public mutating func set<Value>(_ setting: SettingDefinition<Value>, text: String?) {
        entries[setting.name] = text.map { .text($0) }
    }

    /// A repeatable option's entries, without spaces around them; none when it is not given.
    public mutating func set(_ setting: SettingDefinition<[String]>, entries given: [String]) {
        let given = SettingDefinition<[String]>.entries(given)
        entries[setting.name] = given.isEmpty ? nil : .value(given)
    }

    /// A switch: on when its option is given; off leaves it to its variable.
    public mutating func set(_ setting: SettingDefinition<Bool>, isOn: Bool) {
        entries[setting.name] = isOn ? .value(true) : nil
    }

    /// What the command line gave for `setting`, or `nil` when its option is not given.
    func given<Value>(_ setting: SettingDefinition<Value>) -> Given<Value>? {
        switch entries[setting.name] {
        case .value(let value as Value): .value(value)
        case .text(let text): .text(text)
        case .value, nil: nil
        }
    }
}
