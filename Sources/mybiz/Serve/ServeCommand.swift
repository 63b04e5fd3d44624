import ArgumentParser
import Foundation
import Hummingbird
import Logging
import NIOCore
import OpenMarketAPI
import Server
import ServerDatabase
import ServerHTTP
import ServerObservability

/// `mybiz serve`: runs the server until Ctrl-C (SIGINT) or SIGTERM, then stops gracefully.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the MyBiz server.",
        discussion: "Stops cleanly on Ctrl-C or SIGTERM: requests in flight are answered first."
    )

    @Option(
        help: ArgumentHelp(
            ServerSetting.host.help(
                "The address to listen on. Use 0.0.0.0 to accept connections from other machines.",
                default: "127.0.0.1")))
    var host: String?

    @Option(help: ArgumentHelp(ServerSetting.port.help("The port to listen on (0 picks a free one).", default: "8080")))
    var port: Int?

    @Option(help: ArgumentHelp(ServerSetting.logLevel.help("The least important log messages shown.", default: "info")))
    var logLevel: Logger.Level?

    @Option(
        help: ArgumentHelp(
            ServerSetting.database.help(
                "Where the data is kept: an SQLite file, or a postgres:// URL.", default: "mybiz.sqlite"),
            valueName: "path-or-url"))
    var database: String?

    @Option(
        help: ArgumentHelp(
            ServerSetting.publicURL.help(
                "The address clients reach this server at, used in image URLs (e.g. https://market.example.com).")))
    var publicURL: String?

    @Option(
        name: .customLong("allowed-host"),
        help: ArgumentHelp(
            ServerSetting.allowedHosts.help(
                "Another name clients reach this server by (repeatable), e.g. market.local or market.local:8080; image URLs use it when a request's Host does. The addresses it listens on are allowed anyway."
            ),
            valueName: "host[:port]"))
    var allowedHosts: [String] = []

    @Option(
        name: .customLong("trusted-proxy"),
        help: ArgumentHelp(
            ServerSetting.trustedProxies.help(
                "The IP address of a proxy in front of this server (repeatable); its X-Forwarded-For names the client that password-attempt limits count."
            ),
            valueName: "address"))
    var trustedProxies: [String] = []

    @Flag(
        help: ArgumentHelp(
            ServerSetting.noDemoData.help("Start a new database empty: no demo catalogue, company or accounts.")))
    var noDemoData = false

    @Flag(
        help: ArgumentHelp(
            ServerSetting.metrics.help("Serve metrics in Prometheus's text format at /metrics (off by default).")))
    var metrics = false

    @Option(
        help: ArgumentHelp(
            ServerSetting.metricsToken.help("With --metrics: answer /metrics only to Authorization: Bearer TOKEN."),
            valueName: "token"))
    var metricsToken: String?

    @Flag(
        help: ArgumentHelp(
            ServerSetting.openAnalytics.help(
                "Let anyone, logged in or not, read the raw analytics list at /api/analytics (for a browser).")))
    var openAnalytics = false

    @Option(
        help: ArgumentHelp(
            ServerSetting.marketProfile.help(
                "The 2022 Open Market API's profile at the root (/api/products): late (apps from Oct 2022 on) or early (Jan–Aug 2022). /early/… and /late/… always serve their own.",
                default: "late"),
            valueName: "profile"))
    var marketProfile: String?

    @Flag(
        help: ArgumentHelp(
            ServerSetting.openVendors.help(
                "Let a 2022 Open Market app whose vendor identifier is unknown become a vendor on its first write, with the secret it sends (off by default)."
            )))
    var openVendors = false

    @Option(
        help: ArgumentHelp(
            ServerSetting.maxPOExpense.help("The largest total a MyBiz purchase order may have.", default: "1000000")))
    var maxPOExpense: Double?

    @Option(
        help: ArgumentHelp(
            ServerSetting.currency.help(
                "The ISO 4217 code of the MyBiz catalogue's currency, in which prices and orders are shown.",
                default: "USD")))
    var currency: String?

    @Option(
        help: ArgumentHelp(
            ServerSetting.sessionDays.help("How many days a MyBiz login lasts.", default: "30"), valueName: "days"))
    var sessionDays: Int?

    @Option(
        name: .customLong("max-new-items-per-hour"),
        help: ArgumentHelp(
            ServerSetting.maxNewItemsPerHour.help(
                "The most products one client address may register through the 2021 API (/item, which needs no login) in an hour; more are answered 429.",
                default: "60"),
            valueName: "count"))
    var maxNewItemsPerHour: Int?

    @Option(
        help: ArgumentHelp(
            ServerSetting.maxConnections.help(
                "The most connections open at once; at the limit, a new one closes the one idle longest.",
                default: "10000")))
    var maxConnections: Int?

    @Option(
        help: ArgumentHelp(
            ServerSetting.idleTimeout.help(
                "Seconds a connection may stay open with no request under way.", default: "60"),
            valueName: "seconds"))
    var idleTimeout: Double?

    @Option(
        help: ArgumentHelp(
            ServerSetting.headerTimeout.help("Seconds a request's headers may take to arrive.", default: "15"),
            valueName: "seconds"))
    var headerTimeout: Double?

    @Option(
        help: ArgumentHelp(
            ServerSetting.bodyTimeout.help("Seconds a request's body may take to arrive.", default: "300"),
            valueName: "seconds"))
    var bodyTimeout: Double?

    @Option(
        help: ArgumentHelp(
            ServerSetting.databaseTimeout.help(
                "Seconds a database statement may take before the request is answered 503 (the database is down or locked).",
                default: "10"),
            valueName: "seconds"))
    var databaseTimeout: Double?

    @Option(
        help: ArgumentHelp(
            ServerSetting.analyticsReportsPerMinute.help(
                "The most analytics reports one account may send in a minute (at least 500, a whole batch); more are answered 429.",
                default: "6000"),
            valueName: "count"))
    var analyticsReportsPerMinute: Int?

    @Option(
        help: ArgumentHelp(
            ServerSetting.analyticsPairsPerDay.help(
                "The most different event names and types one account may report in a day (UTC); more are answered 429.",
                default: "200"),
            valueName: "count"))
    var analyticsPairsPerDay: Int?

    func run() async throws {
        let configuration = try settings(from: ProcessInfo.processInfo.environment)
        let level = configuration.logLevel
        LoggingSystem.bootstrap { label in LazyMetadataLogHandler.standardError(label: label, level: level) }
        FileDescriptorLimit.raiseToHardLimit()
        let place = (host: configuration.host, port: configuration.port)
        try await application(configuration).runService { explanation(of: $0, host: place.host, port: place.port) }
        Console.print("MyBiz has stopped; every request that had arrived was answered.")
    }

    /// The options given, by the setting each sets, as typed.
    var commandLine: [ServerSetting: [String]] {
        var given: [ServerSetting: [String]] = [:]
        let values: [(ServerSetting, (any CustomStringConvertible)?)] = [
            (.host, host), (.port, port), (.logLevel, logLevel?.rawValue), (.database, database),
            (.publicURL, publicURL), (.metricsToken, metricsToken), (.marketProfile, marketProfile),
            (.maxPOExpense, maxPOExpense), (.currency, currency), (.sessionDays, sessionDays),
            (.maxConnections, maxConnections),
            (.idleTimeout, idleTimeout), (.headerTimeout, headerTimeout), (.bodyTimeout, bodyTimeout),
            (.databaseTimeout, databaseTimeout), (.maxNewItemsPerHour, maxNewItemsPerHour),
            (.analyticsReportsPerMinute, analyticsReportsPerMinute), (.analyticsPairsPerDay, analyticsPairsPerDay),
        ]
        for case (let setting, let value?) in values { given[setting] = [value.description] }
        for (setting, list) in [(ServerSetting.allowedHosts, allowedHosts), (.trustedProxies, trustedProxies)]
        where !list.isEmpty {
            given[setting] = list
        }
        for (setting, isOn) in [
            (ServerSetting.noDemoData, noDemoData), (.metrics, metrics), (.openAnalytics, openAnalytics),
            (.openVendors, openVendors),
        ] where isOn {
            given[setting] = ["1"]
        }
        return given
    }

    /// Every setting read through swift-configuration: its option, else its environment variable,
    /// else its default — each checked, with a sentence naming where a wrong one came from.
    func settings(from environment: [String: String]) throws -> ServerConfiguration {
        guard #available(macOS 15, *) else {
            throw ValidationError("mybiz serve needs macOS 15 or later.")
        }
        var configuration: ServerConfiguration
        do {
            configuration = try ServerConfiguration(commandLine: commandLine, environment: environment)
        } catch {
            throw ValidationError(error.description)
        }
        let (host, storage) = (configuration.host, configuration.database)
        configuration.onServerRunning = { port in
            Console.print("MyBiz is serving on http://\(host):\(port) — press Ctrl-C to stop.")
            // A server on every address is still opened in this machine's browser by its loopback one.
            let local = host == "0.0.0.0" || host == "::" ? "127.0.0.1" : host
            Console.print("Apps: open http://\(local):\(port)/ in a browser — market, company app, to-dos, dashboard.")
            Console.print("Data: \(storage).")
        }
        return configuration
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
