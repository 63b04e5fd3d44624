import Foundation
public import Logging
public import MyBizAPI
import NIOCore
public import OpenMarketAPI
public import ServerDatabase
import ServerHTTP
import ServerSecurity

/// Every setting of `mybiz serve`, each declared once: its default, how its text is read and what it
/// must be, and its help. `mybiz serve`'s options and `--help`, the environment's reading and
/// `ServerConfiguration`'s defaults all come from here; a default kept by the type it configures
/// (`ConnectionLimits`, `AttemptLimits`, `PurchaseOrderRules`) is read from there.
public enum ServerSettings {
    /// `--host`.
    public static let host = SettingDefinition(
        .host, default: "127.0.0.1", must: "an address", parse: { $0 },
        help: "The address to listen on. Use 0.0.0.0 to accept connections from other machines.")

    /// `--port`.
    public static let port = SettingDefinition(
        .port, default: 8080, must: "between 0 and 65535", parse: { Int($0) }, valid: { (0...65535).contains($0) },
        help: "The port to listen on (0 picks a free one).")

    /// `--log-level`.
    public static let logLevel = SettingDefinition(
        .logLevel, default: Logger.Level.info, shown: \.rawValue,
        must: "one of trace, debug, info, notice, warning, error, critical", parse: { Logger.Level(rawValue: $0) },
        help: "The least important log messages shown.")

    /// `--database`.
    public static let database = SettingDefinition(
        .database, default: DatabaseConfiguration.defaultSQLite,
        shown: { if case .sqlite(let path) = $0 { path } else { $0.description } },
        must: "an SQLite file or a postgres:// URL", parse: { DatabaseConfiguration(argument: $0) },
        help: "Where the data is kept: an SQLite file, or a postgres:// URL.", valueName: "path-or-url")

    /// `--public-url`.
    public static let publicURL = SettingDefinition(
        optional: .publicURL, must: "an http:// or https:// URL", parse: webURL,
        help: "The address clients reach this server at, used in image URLs (e.g. https://market.example.com).")

    /// `--allowed-host`, repeatable.
    public static let allowedHosts = SettingDefinition(
        list: .allowedHosts, must: "a host name or address with an optional port",
        valid: ServerConfiguration.isValidAllowedHost,
        help:
            "Another name clients reach this server by (repeatable), e.g. market.local or market.local:8080; image URLs use it when a request's Host does. The addresses it listens on are allowed anyway.",
        valueName: "host[:port]")

    /// `--trusted-proxy`, repeatable.
    public static let trustedProxies = SettingDefinition(
        list: .trustedProxies, must: "an IP address such as 127.0.0.1 or ::1", valid: isIPAddress,
        help:
            "The IP address of a proxy in front of this server (repeatable); its X-Forwarded-For names the client that password-attempt limits count.",
        valueName: "address")

    /// `--no-demo-data`.
    public static let noDemoData = SettingDefinition(
        switch: .noDemoData, help: "Start a new database empty: no demo catalogue, company or accounts.")

    /// `--metrics`.
    public static let metrics = SettingDefinition(
        switch: .metrics, help: "Serve metrics in Prometheus's text format at /metrics (off by default).")

    /// `--metrics-token`.
    public static let metricsToken = SettingDefinition(
        optional: .metricsToken, must: "a token", parse: { $0 },
        help: "With --metrics: answer /metrics only to Authorization: Bearer TOKEN.", valueName: "token")

    /// `--open-analytics`.
    public static let openAnalytics = SettingDefinition(
        switch: .openAnalytics,
        help: "Let anyone, logged in or not, read the raw analytics list at /api/analytics (for a browser).")

    /// `--market-profile`.
    public static let marketProfile = SettingDefinition(
        .marketProfile, default: MarketProfile.late, shown: \.rawValue, must: "early or late",
        parse: { MarketProfile(rawValue: $0.lowercased()) },
        help:
            "The 2022 Open Market API's profile at the root (/api/products): late (apps from Oct 2022 on) or early (Jan–Aug 2022). /early/… and /late/… always serve their own.",
        valueName: "profile")

    /// `--open-vendors`.
    public static let openVendors = SettingDefinition(
        switch: .openVendors,
        help:
            "Let a 2022 Open Market app whose vendor identifier is unknown become a vendor on its first write, with the secret it sends (off by default)."
    )

    /// `--open-company-signup`.
    public static let openCompanySignup = SettingDefinition(
        switch: .openCompanySignup,
        help:
            "Make everyone who signs up one of the company's people, who see its screens and API (for a demo or the book's client tests). Off by default: the company is joined by invitation, or an administrator admits an account."
    )

    /// `--max-po-expense`.
    public static let maxPOExpense = SettingDefinition(
        .maxPOExpense, default: PurchaseOrderRules.defaultMaxExpense, shown: number, must: "a positive amount",
        parse: { Double($0) }, valid: { $0 > 0 && $0.isFinite },
        help: "The largest total a MyBiz purchase order may have.")

    /// `--currency`.
    public static let currency = SettingDefinition(
        .currency, default: CatalogueCurrency.usDollar, shown: \.code,
        must: "an ISO 4217 currency code such as USD, EUR or KRW", parse: { CatalogueCurrency(code: $0) },
        help: "The ISO 4217 code of the MyBiz catalogue's currency, in which prices and orders are shown.")

    /// `--session-days`.
    public static let sessionDays = SettingDefinition(
        .sessionDays, default: 30, must: "between 1 and 3650", parse: { Int($0) }, valid: { (1...3650).contains($0) },
        help: "How many days a MyBiz login lasts.", valueName: "days")

    /// `--max-new-items-per-hour`.
    public static let maxNewItemsPerHour = SettingDefinition(
        .maxNewItemsPerHour, default: AttemptLimits().newItemsPerClient, must: "a whole number from 1 to 1000000",
        parse: { Int($0) }, valid: { (1...1_000_000).contains($0) },
        help:
            "The most products one client address may register through the 2021 API (/item, which needs no login) in an hour; more are answered 429.",
        valueName: "count")

    /// `--max-signups-per-hour`.
    public static let maxSignupsPerHour = SettingDefinition(
        .maxSignupsPerHour, default: AttemptLimits().signupsPerClient, must: "a whole number from 1 to 1000000",
        parse: { Int($0) }, valid: { (1...1_000_000).contains($0) },
        help:
            "The most accounts one client address may make (the sign-up page and POST /api/users/signup) in an hour; more are answered 429.",
        valueName: "count")

    /// `--max-connections`.
    public static let maxConnections = SettingDefinition(
        .maxConnections, default: ConnectionLimits().maxConnections, must: "at least 1", parse: { Int($0) },
        valid: { $0 >= 1 },
        help: "The most connections open at once; at the limit, a new one closes the one idle longest.")

    /// `--idle-timeout`, in seconds.
    public static let idleTimeout = seconds(
        .idleTimeout, default: ConnectionLimits().idleTimeout,
        help: "Seconds a connection may stay open with no request under way.")

    /// `--header-timeout`, in seconds.
    public static let headerTimeout = seconds(
        .headerTimeout, default: ConnectionLimits().headerTimeout,
        help: "Seconds a request's headers may take to arrive.")

    /// `--body-timeout`, in seconds.
    public static let bodyTimeout = seconds(
        .bodyTimeout, default: ConnectionLimits().bodyTimeout, help: "Seconds a request's body may take to arrive.")

    /// `--database-timeout`, in seconds.
    public static let databaseTimeout = seconds(
        .databaseTimeout, default: .seconds(10),
        help:
            "Seconds a database statement may take before the request is answered 503 (the database is down or locked)."
    )

    /// `--analytics-reports-per-minute`.
    public static let analyticsReportsPerMinute = SettingDefinition(
        .analyticsReportsPerMinute, default: 6_000,
        must: "a whole number from \(AnalyticsLimits.maxBatch) (a whole batch) to 1000000", parse: { Int($0) },
        valid: { (AnalyticsLimits.maxBatch...1_000_000).contains($0) },
        help:
            "The most analytics reports one account may send in a minute (at least 500, a whole batch); more are answered 429.",
        valueName: "count")

    /// `--analytics-pairs-per-day`.
    public static let analyticsPairsPerDay = SettingDefinition(
        .analyticsPairsPerDay, default: 200, must: "a whole number from 1 to 1000000", parse: { Int($0) },
        valid: { (1...1_000_000).contains($0) },
        help:
            "The most different event names and types one account may report in a day (UTC); more are answered 429.",
        valueName: "count")

    /// A time in seconds, more than none and at most a day.
    private static func seconds(_ name: ServerSetting, default time: Duration, help: String) -> SettingDefinition<
        Double
    > {
        let (seconds, attoseconds) = time.components
        return SettingDefinition(
            name, default: Double(seconds) + Double(attoseconds) / 1e18, shown: number,
            must: "more than 0 and at most 86400 seconds", parse: { Double($0) }, valid: { $0 > 0 && $0 <= 86_400 },
            help: help, valueName: "seconds")
    }

    /// `value` as a person types it: `60`, not `60.0`.
    private static func number(_ value: Double) -> String {
        Int(exactly: value).map(String.init) ?? "\(value)"
    }

    /// `text` if it is an http:// or https:// URL with a host.
    private static func webURL(_ text: String) -> String? {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme ?? ""), url.host != nil else {
            return nil
        }
        return text
    }

    /// Whether `text` is an IP address, v4 or v6.
    private static func isIPAddress(_ text: String) -> Bool {
        (try? SocketAddress(ipAddress: text, port: 0)) != nil
    }
}
