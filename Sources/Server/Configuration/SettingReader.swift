import Configuration
import Foundation

/// Reads `mybiz serve`'s settings through swift-configuration — the command line's provider over
/// the environment's — and checks each, with a sentence naming where a wrong value came from.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
struct SettingReader {
    /// The command line's provider's name.
    static let commandLine = "command line"

    private let config: ConfigReader
    private let origins = SettingOrigins()

    /// Settings from `commandLine` (each option's values as typed) over `environment`.
    init(commandLine: [ServerSetting: [String]], environment: [String: String]) {
        var values: [AbsoluteConfigKey: ConfigValue] = [:]
        for (setting, given) in commandLine where !given.isEmpty {
            let content: ConfigContent = given.count == 1 ? .string(given[0]) : .stringArray(given)
            values[AbsoluteConfigKey(ConfigKey(setting.key))] = ConfigValue(content, isSecret: setting.isSecret)
        }
        let secrets = Set(ServerSetting.allCases.filter(\.isSecret).map(\.environmentVariable))
        // An empty variable counts as unset, as a shell's `VAR=` means.
        let environment = environment.filter { !$0.value.isEmpty }
        config = ConfigReader(
            providers: [
                InMemoryProvider(name: Self.commandLine, values: values),
                EnvironmentVariablesProvider(environmentVariables: environment, secretsSpecifier: .specific(secrets)),
            ],
            accessReporter: origins)
    }

    /// The setting's text, and what the sentence for a wrong one calls it and how it quotes it.
    private func text(_ setting: ServerSetting) -> (text: String, source: String, quoted: String)? {
        guard let text = config.string(forKey: ConfigKey(setting.key), isSecret: setting.isSecret) else { return nil }
        guard isFromEnvironment(setting) else { return (text, setting.option, text) }
        return (text, setting.environmentVariable, "“\(text)”")
    }

    /// The setting read by `parse`, else `fallback`; then `valid` checked.
    ///
    /// - Throws: `ServerSettingError`: "--port must be between 0 and 65535; 70000 is not."
    func value<Value>(
        _ setting: ServerSetting, default fallback: Value, must requirement: String, parse: (String) -> Value?,
        valid: (Value) -> Bool = { _ in true }
    ) throws(ServerSettingError) -> Value {
        guard let (text, source, quoted) = text(setting) else { return fallback }
        guard let value = parse(text), valid(value) else {
            throw ServerSettingError(description: "\(source) must be \(requirement); \(quoted) is not.")
        }
        return value
    }

    /// The setting read by `parse`, or `nil` when it is not given.
    ///
    /// - Throws: `ServerSettingError`: "MYBIZ_PUBLIC_URL must be an http:// or https:// URL, not “ftp://x”."
    func optionalValue<Value>(_ setting: ServerSetting, must requirement: String, parse: (String) -> Value?)
        throws(ServerSettingError) -> Value?
    {
        guard let (text, source, _) = text(setting) else { return nil }
        guard let value = parse(text) else {
            throw ServerSettingError(description: "\(source) must be \(requirement), not “\(text)”.")
        }
        return value
    }

    /// The setting's entries — the options repeated, or the variable's comma-separated ones — each
    /// checked by `valid`.
    func list(_ setting: ServerSetting, must requirement: String, valid: (String) -> Bool)
        throws(ServerSettingError) -> [String]
    {
        let key = ConfigKey(setting.key)
        let entries = (config.stringArray(forKey: key) ?? config.string(forKey: key).map { [$0] } ?? [])
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let source = isFromEnvironment(setting) ? setting.environmentVariable : setting.option
        for entry in entries where !valid(entry) {
            throw ServerSettingError(description: "\(source) must be \(requirement), not “\(entry)”.")
        }
        return entries
    }

    /// Whether the value read for `setting` came from its environment variable: the name its
    /// provider found it under is the variable's.
    private func isFromEnvironment(_ setting: ServerSetting) -> Bool {
        origins.origin(of: setting.key)?.name == setting.environmentVariable
    }

    /// Whether a switch is on: given as its option, or its variable `1`, `true` or `yes`.
    func isOn(_ setting: ServerSetting) -> Bool {
        ["1", "true", "yes"].contains(config.string(forKey: ConfigKey(setting.key))?.lowercased() ?? "")
    }
}
