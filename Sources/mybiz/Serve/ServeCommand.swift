import ArgumentParser
import Foundation
import Hummingbird
import Logging
import NIOCore
import OpenMarketAPI
import Server
import ServerSupport

/// `mybiz serve`: runs the server until Ctrl-C (SIGINT) or SIGTERM, then stops gracefully.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the MyBiz server.",
        discussion: "Stops cleanly on Ctrl-C or SIGTERM: requests in flight are answered first."
    )

    @Option(
        help:
            "The address to listen on. Use 0.0.0.0 to accept connections from other machines. MYBIZ_HOST. (default: 127.0.0.1)"
    )
    var host: String?

    @Option(help: "The port to listen on (0 picks a free one). MYBIZ_PORT. (default: 8080)")
    var port: Int?

    @Option(help: ArgumentHelp("The least important log messages shown. MYBIZ_LOG_LEVEL. (default: info)"))
    var logLevel: Logger.Level?

    @Option(
        help: ArgumentHelp(
            "Where the data is kept: an SQLite file, or a postgres:// URL. DATABASE_URL. (default: mybiz.sqlite)",
            valueName: "path-or-url"))
    var database: String?

    @Option(
        help:
            "The address clients reach this server at, used in image URLs (e.g. https://market.example.com). MYBIZ_PUBLIC_URL."
    )
    var publicURL: String?

    @Option(
        name: .customLong("allowed-host"),
        help: ArgumentHelp(
            "Another name clients reach this server by (repeatable), e.g. market.local or market.local:8080; image URLs use it when a request's Host does. The addresses it listens on are allowed anyway. MYBIZ_ALLOWED_HOSTS (comma-separated).",
            valueName: "host[:port]"))
    var allowedHosts: [String] = []

    @Option(
        name: .customLong("trusted-proxy"),
        help: ArgumentHelp(
            "The IP address of a proxy in front of this server (repeatable); its X-Forwarded-For names the client that password-attempt limits count. MYBIZ_TRUSTED_PROXIES (comma-separated).",
            valueName: "address"))
    var trustedProxies: [String] = []

    @Flag(help: "Start a new database empty: no demo catalogue, company or accounts. MYBIZ_NO_DEMO_DATA=1.")
    var noDemoData = false

    @Flag(help: "Serve metrics in Prometheus's text format at /metrics (off by default). MYBIZ_METRICS=1.")
    var metrics = false

    @Option(
        help: ArgumentHelp(
            "With --metrics: answer /metrics only to Authorization: Bearer TOKEN. MYBIZ_METRICS_TOKEN.",
            valueName: "token"))
    var metricsToken: String?

    @Flag(
        help:
            "Let anyone, logged in or not, read the raw analytics list at /api/analytics (for a browser). MYBIZ_OPEN_ANALYTICS=1."
    )
    var openAnalytics = false

    @Option(
        help: ArgumentHelp(
            "The 2022 Open Market API's profile at the root (/api/products): late (apps from Oct 2022 on) or early (Jan–Aug 2022). /early/… and /late/… always serve their own. MYBIZ_MARKET_PROFILE. (default: late)",
            valueName: "profile"))
    var marketProfile: MarketProfile?

    @Flag(
        help:
            "Let a 2022 Open Market app whose vendor identifier is unknown become a vendor on its first write, with the secret it sends (off by default). MYBIZ_OPEN_VENDORS=1."
    )
    var openVendors = false

    @Option(help: "The largest total a MyBiz purchase order may have. MYBIZ_MAX_PO_EXPENSE. (default: 1000000)")
    var maxPOExpense: Double?

    @Option(
        help: ArgumentHelp("How many days a MyBiz login lasts. MYBIZ_SESSION_DAYS. (default: 30)", valueName: "days"))
    var sessionDays: Int?

    @Option(
        help:
            "The most connections open at once; at the limit, a new one closes the one idle longest. MYBIZ_MAX_CONNECTIONS. (default: 10000)"
    )
    var maxConnections: Int?

    @Option(
        help: ArgumentHelp(
            "Seconds a connection may stay open with no request under way. MYBIZ_IDLE_TIMEOUT. (default: 60)",
            valueName: "seconds"))
    var idleTimeout: Double?

    @Option(
        help: ArgumentHelp(
            "Seconds a request's headers may take to arrive. MYBIZ_HEADER_TIMEOUT. (default: 15)", valueName: "seconds")
    )
    var headerTimeout: Double?

    @Option(
        help: ArgumentHelp(
            "Seconds a request's body may take to arrive. MYBIZ_BODY_TIMEOUT. (default: 300)", valueName: "seconds"))
    var bodyTimeout: Double?

    @Option(
        help: ArgumentHelp(
            "Seconds a database statement may take before the request is answered 503 (the database is down or locked). MYBIZ_DATABASE_TIMEOUT. (default: 10)",
            valueName: "seconds"))
    var databaseTimeout: Double?

    func run() async throws {
        let configuration = try settings(from: ProcessInfo.processInfo.environment)
        let level = configuration.logLevel
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        FileDescriptorLimit.raiseToHardLimit()
        let place = (host: configuration.host, port: configuration.port)
        try await application(configuration).runService { explanation(of: $0, host: place.host, port: place.port) }
        Console.print("MyBiz has stopped; every request that had arrived was answered.")
    }

    /// Every setting in one place: its option, else its environment variable, else its default —
    /// each checked, with a sentence naming where a wrong one came from.
    func settings(from environment: [String: String]) throws -> ServerConfiguration {
        let source = SettingSource(environment: environment)
        let host = try source.value(
            host, flag: "--host", variable: "MYBIZ_HOST", default: "127.0.0.1", must: "an address", parse: { $0 },
            valid: { !$0.isEmpty })
        let port = try source.value(
            port, flag: "--port", variable: "MYBIZ_PORT", default: 8080, must: "between 0 and 65535",
            parse: { Int($0) },
            valid: { (0...65535).contains($0) })
        let database = database ?? environment["DATABASE_URL"].flatMap { $0.isEmpty ? nil : $0 }
        let storage = database.map(DatabaseConfiguration.init(argument:)) ?? .defaultSQLite
        let publicURL: String? = try source.optionalValue(
            self.publicURL, flag: "--public-url", variable: "MYBIZ_PUBLIC_URL", must: "an http:// or https:// URL"
        ) { (text: String) -> String? in
            guard let url = URL(string: text), ["http", "https"].contains(url.scheme ?? ""), url.host != nil else {
                return nil
            }
            return text
        }
        let seconds = { (option: Double?, flag: String, variable: String, fallback: Double) throws -> Duration in
            .seconds(
                try source.value(
                    option, flag: flag, variable: variable, default: fallback,
                    must: "more than 0 and at most 86400 seconds", parse: { Double($0) },
                    valid: { $0 > 0 && $0 <= 86_400 }))
        }
        let sessionDays = try source.value(
            sessionDays, flag: "--session-days", variable: "MYBIZ_SESSION_DAYS", default: 30,
            must: "between 1 and 3650", parse: { Int($0) }, valid: { (1...3650).contains($0) })
        let onRunning: @Sendable (Int) async -> Void = { port in
            Console.print("MyBiz is serving on http://\(host):\(port) — press Ctrl-C to stop.")
            // A server on every address is still opened in this machine's browser by its loopback one.
            let local = host == "0.0.0.0" || host == "::" ? "127.0.0.1" : host
            Console.print("Apps: open http://\(local):\(port)/ in a browser — market, company app, to-dos, dashboard.")
            Console.print("Data: \(storage).")
        }
        return ServerConfiguration(
            host: host, port: port,
            logLevel: try source.value(
                logLevel, flag: "--log-level", variable: "MYBIZ_LOG_LEVEL", default: .info,
                must: "one of trace, debug, info, notice, warning, error, critical",
                parse: { Logger.Level(rawValue: $0) }),
            database: storage,
            databaseTimeout: try seconds(databaseTimeout, "--database-timeout", "MYBIZ_DATABASE_TIMEOUT", 10),
            publicURL: publicURL,
            allowedHosts: try source.list(
                allowedHosts, flag: "--allowed-host", variable: "MYBIZ_ALLOWED_HOSTS",
                must: "a host name or address with an optional port", valid: ServerConfiguration.isValidAllowedHost),
            demoData: !source.isOn(noDemoData, variable: "MYBIZ_NO_DEMO_DATA"),
            tokenLifetime: .seconds(sessionDays * 86_400),
            maxPurchaseOrderExpense: try source.value(
                maxPOExpense, flag: "--max-po-expense", variable: "MYBIZ_MAX_PO_EXPENSE", default: 1_000_000,
                must: "a positive amount", parse: { Double($0) }, valid: { $0 > 0 && $0.isFinite }),
            openAnalytics: source.isOn(openAnalytics, variable: "MYBIZ_OPEN_ANALYTICS"),
            marketProfile: try source.value(
                marketProfile, flag: "--market-profile",
                variable: "MYBIZ_MARKET_PROFILE", default: .late, must: "early or late",
                parse: { MarketProfile(rawValue: $0.lowercased()) }),
            openVendors: source.isOn(openVendors, variable: "MYBIZ_OPEN_VENDORS"),
            trustedProxies: try source.list(
                trustedProxies, flag: "--trusted-proxy", variable: "MYBIZ_TRUSTED_PROXIES",
                must: "an IP address such as 127.0.0.1 or ::1", valid: Self.isIPAddress),
            metrics: source.isOn(metrics, variable: "MYBIZ_METRICS"),
            metricsToken: metricsToken ?? environment["MYBIZ_METRICS_TOKEN"].flatMap { $0.isEmpty ? nil : $0 },
            connectionLimits: ConnectionLimits(
                maxConnections: try source.value(
                    maxConnections, flag: "--max-connections", variable: "MYBIZ_MAX_CONNECTIONS", default: 10_000,
                    must: "at least 1", parse: { Int($0) }, valid: { $0 >= 1 }),
                idleTimeout: try seconds(idleTimeout, "--idle-timeout", "MYBIZ_IDLE_TIMEOUT", 60),
                headerTimeout: try seconds(headerTimeout, "--header-timeout", "MYBIZ_HEADER_TIMEOUT", 15),
                bodyTimeout: try seconds(bodyTimeout, "--body-timeout", "MYBIZ_BODY_TIMEOUT", 300)),
            onServerRunning: onRunning)
    }

    private static func isIPAddress(_ text: String) -> Bool {
        (try? SocketAddress(ipAddress: text, port: 0)) != nil
    }

    /// The server, or — when its port is taken or its database named wrongly — a sentence saying so
    /// and exit code 1, before anything is written.
    private func application(_ configuration: ServerConfiguration) async throws -> some ApplicationProtocol {
        do {
            return try await buildApplication(configuration: configuration)
        } catch {
            Console.error(explanation(of: error, host: configuration.host, port: configuration.port))
            throw ExitCode.failure
        }
    }

    /// A sentence saying why the server could not run on `host`:`port`.
    private func explanation(of error: any Error, host: String, port: Int) -> String {
        if let error = error as? DatabaseUnavailable { return error.description }
        return switch (error as? IOError)?.errnoCode {
        case EADDRINUSE:
            "Port \(port) on \(host) is already in use. Stop the program using it or choose another port with --port."
        case EACCES:
            "Not allowed to listen on \(host):\(port). Choose a port above 1023 with --port."
        case EADDRNOTAVAIL:
            "\(host) is not an address of this machine. Use 127.0.0.1, 0.0.0.0 or one of its own addresses with --host."
        default:
            "The server could not listen on \(host):\(port); try another --port or --host."
        }
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}

extension MarketProfile: ExpressibleByArgument {}

extension ApplicationProtocol {
    /// Runs until SIGINT or SIGTERM; a failure to run is one sentence on standard error and exit code 1.
    fileprivate func runService(explainingFailuresWith explain: (any Error) -> String) async throws {
        do {
            try await runService()
        } catch {
            Console.error(explain(error))
            throw ExitCode.failure
        }
    }
}
