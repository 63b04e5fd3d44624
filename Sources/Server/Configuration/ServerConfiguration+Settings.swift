import Configuration
import Foundation
import Logging
import MyBizAPI
import NIOCore
import OpenMarketAPI
import ServerDatabase
import ServerHTTP
import ServerSecurity

extension ServerConfiguration {
    /// The configuration `mybiz serve` runs with: each `ServerSetting` from `commandLine` (each
    /// option's values as typed: one for most, several for a repeated one, `"1"` for a switch given),
    /// else from `environment`, else its default — each checked.
    ///
    /// - Throws: `ServerSettingError`, a sentence naming the option or variable that is wrong and
    ///   what it must be.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    public init(commandLine: [ServerSetting: [String]], environment: [String: String]) throws(ServerSettingError) {
        let settings = SettingReader(commandLine: commandLine, environment: environment)
        let seconds = { (setting: ServerSetting, fallback: Double) throws(ServerSettingError) -> Duration in
            .seconds(
                try settings.value(
                    setting, default: fallback, must: "more than 0 and at most 86400 seconds", parse: { Double($0) },
                    valid: { $0 > 0 && $0 <= 86_400 }))
        }
        let sessionDays = try settings.value(
            .sessionDays, default: 30, must: "between 1 and 3650", parse: { Int($0) },
            valid: { (1...3650).contains($0) })
        self.init(
            host: try settings.value(.host, default: "127.0.0.1", must: "an address", parse: { $0 }),
            port: try settings.value(
                .port, default: 8080, must: "between 0 and 65535", parse: { Int($0) },
                valid: { (0...65535).contains($0) }),
            logLevel: try settings.value(
                .logLevel, default: .info, must: "one of trace, debug, info, notice, warning, error, critical",
                parse: { Logger.Level(rawValue: $0) }),
            database: try settings.optionalValue(
                .database, must: "an SQLite file or a postgres:// URL", parse: { DatabaseConfiguration(argument: $0) })
                ?? .defaultSQLite,
            databaseTimeout: try seconds(.databaseTimeout, 10),
            publicURL: try settings.optionalValue(.publicURL, must: "an http:// or https:// URL", parse: Self.webURL),
            allowedHosts: try settings.list(
                .allowedHosts, must: "a host name or address with an optional port", valid: Self.isValidAllowedHost),
            demoData: !settings.isOn(.noDemoData),
            tokenLifetime: .seconds(sessionDays * 86_400),
            maxPurchaseOrderExpense: try settings.value(
                .maxPOExpense, default: 1_000_000, must: "a positive amount", parse: { Double($0) },
                valid: { $0 > 0 && $0.isFinite }),
            currency: try settings.value(
                .currency, default: .usDollar, must: "an ISO 4217 currency code such as USD, EUR or KRW",
                parse: { CatalogueCurrency(code: $0) }),
            openAnalytics: settings.isOn(.openAnalytics),
            marketProfile: try settings.value(
                .marketProfile, default: .late, must: "early or late",
                parse: { MarketProfile(rawValue: $0.lowercased()) }),
            openVendors: settings.isOn(.openVendors),
            attemptLimits: AttemptLimits(
                newItemsPerClient: try settings.value(
                    .maxNewItemsPerHour, default: 60, must: "a whole number from 1 to 1000000", parse: { Int($0) },
                    valid: { (1...1_000_000).contains($0) })),
            trustedProxies: try settings.list(
                .trustedProxies, must: "an IP address such as 127.0.0.1 or ::1", valid: Self.isIPAddress),
            metrics: settings.isOn(.metrics),
            metricsToken: try settings.optionalValue(.metricsToken, must: "a token", parse: { $0 }),
            connectionLimits: ConnectionLimits(
                maxConnections: try settings.value(
                    .maxConnections, default: 10_000, must: "at least 1", parse: { Int($0) }, valid: { $0 >= 1 }),
                idleTimeout: try seconds(.idleTimeout, 60),
                headerTimeout: try seconds(.headerTimeout, 15),
                bodyTimeout: try seconds(.bodyTimeout, 300)),
            analyticsReportsPerMinute: try settings.value(
                .analyticsReportsPerMinute, default: 6_000,
                must: "a whole number from \(AnalyticsLimits.maxBatch) (a whole batch) to 1000000", parse: { Int($0) },
                valid: { (AnalyticsLimits.maxBatch...1_000_000).contains($0) }),
            analyticsPairsPerDay: try settings.value(
                .analyticsPairsPerDay, default: 200, must: "a whole number from 1 to 1000000", parse: { Int($0) },
                valid: { (1...1_000_000).contains($0) }))
    }

    /// `text` if it is an http:// or https:// URL with a host.
    private static func webURL(_ text: String) -> String? {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme ?? ""), url.host != nil else {
            return nil
        }
        return text
    }

    private static func isIPAddress(_ text: String) -> Bool {
        (try? SocketAddress(ipAddress: text, port: 0)) != nil
    }
}
