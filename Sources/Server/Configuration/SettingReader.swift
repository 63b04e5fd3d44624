import Configuration

/// Reads `mybiz serve`'s settings: each the command line's, else the environment's — read through
/// swift-configuration, which names each key's variable — else its default; each checked, with a
/// sentence naming where a wrong value came from.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
struct SettingReader {
    private let commandLine: CommandLineSettings
    private let environment: ConfigReader

    /// Settings from `commandLine` over `environment`.
    init(commandLine: CommandLineSettings, environment: [String: String]) {
        self.commandLine = commandLine
        let secrets = Set(ServerSetting.allCases.filter(\.isSecret).map(\.environmentVariable))
        // An empty variable counts as unset, as a shell's `VAR=` means.
        self.environment = ConfigReader(
            provider: EnvironmentVariablesProvider(
                environmentVariables: environment.filter { !$0.value.isEmpty }, secretsSpecifier: .specific(secrets)))
    }

    /// The setting's option's value, else its variable's, else its default.
    ///
    /// - Throws: `ServerSettingError`: "--port must be between 0 and 65535; 70000 is not.",
    ///   "MYBIZ_PORT must be between 0 and 65535; “80a” is not."
    func value<Value>(_ setting: SettingDefinition<Value>) throws(ServerSettingError) -> Value {
        let name = setting.name
        switch commandLine.given(setting) {
        case .value(let value):
            if let flaw = setting.flaw(value) { throw Self.refusal(of: setting, from: name.option, showing: flaw) }
            return value
        case .text(let text):
            return try Self.read(text, for: setting, from: name.option, quoted: text)
        case nil:
            guard let text = environment.string(forKey: ConfigKey(name.key), isSecret: name.isSecret) else {
                return setting.defaultValue
            }
            return try Self.read(text, for: setting, from: name.environmentVariable, quoted: "“\(text)”")
        }
    }

    /// The value `text` names, checked; `quoted` is how a refusal shows the whole text.
    private static func read<Value>(
        _ text: String, for setting: SettingDefinition<Value>, from source: String, quoted: String
    ) throws(ServerSettingError) -> Value {
        guard let value = setting.parse(text) else {
            throw refusal(of: setting, from: source, showing: setting.refusal == .valueIsNot ? quoted : text)
        }
        if let flaw = setting.flaw(value) {
            throw refusal(of: setting, from: source, showing: setting.refusal == .valueIsNot ? quoted : flaw)
        }
        return value
    }

    /// The sentence refusing `shown` as the setting's value, naming `source`, its option or variable.
    private static func refusal<Value>(
        of setting: SettingDefinition<Value>, from source: String, showing shown: String
    ) -> ServerSettingError {
        switch setting.refusal {
        case .valueIsNot: ServerSettingError(description: "\(source) must be \(setting.requirement); \(shown) is not.")
        case .notText: ServerSettingError(description: "\(source) must be \(setting.requirement), not “\(shown)”.")
        }
    }
}
