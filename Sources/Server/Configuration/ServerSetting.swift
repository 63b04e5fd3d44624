/// The names of one setting of `mybiz serve`: its configuration key, its command-line option and its
/// environment variable (the key in capitals, `mybiz.idleTimeout` → `MYBIZ_IDLE_TIMEOUT`, as
/// swift-configuration's environment provider spells it). `ServerSettings` declares the rest of it.
public enum ServerSetting: String, CaseIterable, Sendable {
    case host, port, logLevel, database, publicURL, allowedHosts, trustedProxies, noDemoData, metrics, metricsToken
    case openAnalytics, marketProfile, openVendors, maxPOExpense, currency, sessionDays, maxConnections, idleTimeout
    case headerTimeout, bodyTimeout, databaseTimeout, maxNewItemsPerHour, analyticsReportsPerMinute
    case analyticsPairsPerDay, maxSignupsPerHour, openCompanySignup

    /// The configuration key.
    public var key: String {
        switch self {
        case .database: "database.url"
        case .maxPOExpense: "mybiz.maxPoExpense"
        case .publicURL: "mybiz.publicUrl"
        default: "mybiz.\(rawValue)"
        }
    }

    /// The command-line option, e.g. `--idle-timeout`.
    public var option: String {
        switch self {
        case .allowedHosts: "--allowed-host"
        case .trustedProxies: "--trusted-proxy"
        case .maxPOExpense: "--max-po-expense"
        case .publicURL: "--public-url"
        default: "--" + Self.words(rawValue).joined(separator: "-").lowercased()
        }
    }

    /// The environment variable, e.g. `MYBIZ_IDLE_TIMEOUT`.
    public var environmentVariable: String {
        key.split(separator: ".").map { Self.words(String($0)).joined(separator: "_").uppercased() }
            .joined(separator: "_")
    }

    /// Whether the value is a secret, never written to a log.
    var isSecret: Bool { self == .metricsToken || self == .database }

    /// `camelCase` as its words, `["camel", "Case"]`; a run of capitals is one word (`POExpense`
    /// would be two: spell keys with one capital per word).
    private static func words(_ name: String) -> [String] {
        var words: [String] = []
        for character in name {
            if character.isUppercase, let last = words.last?.last, last.isLowercase {
                words.append(String(character))
            } else if words.isEmpty {
                words.append(String(character))
            } else {
                words[words.count - 1].append(character)
            }
        }
        return words
    }
}
