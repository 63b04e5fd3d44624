import ArgumentParser
import Foundation
import Hummingbird
import Logging
import NIOCore
import Server
import ServerSupport

/// `mybiz serve`: runs the server until Ctrl-C (SIGINT) or SIGTERM, then stops gracefully.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the MyBiz server.",
        discussion: "Stops cleanly on Ctrl-C or SIGTERM: requests in flight are answered first."
    )

    @Option(help: "The address to listen on. Use 0.0.0.0 to accept connections from other machines.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: "The least important log messages shown.")
    var logLevel: Logger.Level = .info

    @Option(
        help: ArgumentHelp(
            "Where the data is kept: an SQLite file, or a postgres:// URL. Also read from DATABASE_URL.",
            valueName: "path-or-url"))
    var database: String?

    @Option(help: "The address clients reach this server at, used in image URLs (e.g. https://market.example.com).")
    var publicURL: String?

    @Option(
        name: .customLong("allowed-host"),
        help: ArgumentHelp(
            "Another name clients reach this server by (repeatable), e.g. market.local or market.local:8080; image URLs use it when a request's Host does. The addresses it listens on are allowed anyway.",
            valueName: "host[:port]"))
    var allowedHosts: [String] = []

    @Option(
        name: .customLong("trusted-proxy"),
        help: ArgumentHelp(
            "The IP address of a proxy in front of this server (repeatable); its X-Forwarded-For names the client that password-attempt limits count.",
            valueName: "address"))
    var trustedProxies: [String] = []

    @Flag(help: "Start a new database empty: no demo catalogue, company or accounts.")
    var noDemoData = false

    @Flag(help: "Serve metrics in Prometheus's text format at /metrics (off by default).")
    var metrics = false

    @Option(
        help: ArgumentHelp(
            "With --metrics: answer /metrics only to Authorization: Bearer TOKEN. Also read from MYBIZ_METRICS_TOKEN.",
            valueName: "token"))
    var metricsToken: String?

    @Flag(help: "Let anyone, logged in or not, read the raw analytics list at /api/analytics (for a browser).")
    var openAnalytics = false

    @Option(help: "The largest total a MyBiz purchase order may have. (default: 1000000)")
    var maxPOExpense: Double = 1_000_000

    @Option(help: ArgumentHelp("How many days a MyBiz login lasts.", valueName: "days"))
    var sessionDays: Int = 30

    @Option(help: "The most connections open at once; at the limit, a new one closes the one idle longest.")
    var maxConnections = 10_000

    @Option(help: ArgumentHelp("Seconds a connection may stay open with no request under way.", valueName: "seconds"))
    var idleTimeout: Double = 60

    @Option(help: ArgumentHelp("Seconds a request's headers may take to arrive.", valueName: "seconds"))
    var headerTimeout: Double = 15

    @Option(help: ArgumentHelp("Seconds a request's body may take to arrive.", valueName: "seconds"))
    var bodyTimeout: Double = 300

    @Option(
        help: ArgumentHelp(
            "Seconds a database statement may take before the request is answered 503 (the database is down or locked).",
            valueName: "seconds"))
    var databaseTimeout: Double = 10

    func validate() throws {
        guard maxConnections >= 1 else {
            throw ValidationError("--max-connections must be at least 1; \(maxConnections) is not.")
        }
        for (option, seconds) in [
            ("--idle-timeout", idleTimeout), ("--header-timeout", headerTimeout), ("--body-timeout", bodyTimeout),
            ("--database-timeout", databaseTimeout),
        ] where !(seconds > 0 && seconds <= 86_400) {
            throw ValidationError(
                "\(option) must be more than 0 and at most 86400 seconds; \(seconds.formatted()) is not.")
        }
        guard (0...65535).contains(port) else {
            throw ValidationError("The port must be between 0 and 65535; \(port) is not.")
        }
        guard maxPOExpense > 0, maxPOExpense.isFinite else {
            throw ValidationError("--max-po-expense must be a positive amount; \(maxPOExpense) is not.")
        }
        guard (1...3650).contains(sessionDays) else {
            throw ValidationError("--session-days must be between 1 and 3650; \(sessionDays) is not.")
        }
        for entry in allowedHosts where !ServerConfiguration.isValidAllowedHost(entry) {
            throw ValidationError(
                "--allowed-host must be a host name or address with an optional port, not “\(entry)”.")
        }
        for address in trustedProxies where !Self.isIPAddress(address) {
            throw ValidationError("--trusted-proxy must be an IP address such as 127.0.0.1 or ::1, not “\(address)”.")
        }
        if let publicURL {
            guard let url = URL(string: publicURL), ["http", "https"].contains(url.scheme ?? ""), url.host != nil
            else {
                throw ValidationError("--public-url must be an http:// or https:// URL, not “\(publicURL)”.")
            }
        }
    }

    private static func isIPAddress(_ text: String) -> Bool {
        (try? SocketAddress(ipAddress: text, port: 0)) != nil
    }

    /// `--database`, else `DATABASE_URL`, else `mybiz.sqlite` here.
    private var databaseConfiguration: DatabaseConfiguration {
        let argument = database ?? ProcessInfo.processInfo.environment["DATABASE_URL"].flatMap { $0.isEmpty ? nil : $0 }
        return argument.map(DatabaseConfiguration.init(argument:)) ?? .defaultSQLite
    }

    func run() async throws {
        let host = self.host
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = logLevel
            return handler
        }
        let storage = databaseConfiguration
        FileDescriptorLimit.raiseToHardLimit()
        let configuration = ServerConfiguration(
            host: host, port: port, logLevel: logLevel, database: storage, databaseTimeout: .seconds(databaseTimeout),
            publicURL: publicURL,
            allowedHosts: allowedHosts, demoData: !noDemoData, tokenLifetime: .seconds(sessionDays * 86_400),
            maxPurchaseOrderExpense: maxPOExpense, openAnalytics: openAnalytics, trustedProxies: trustedProxies,
            metrics: metrics,
            metricsToken: metricsToken
                ?? ProcessInfo.processInfo.environment["MYBIZ_METRICS_TOKEN"].flatMap {
                    $0.isEmpty ? nil : $0
                },
            connectionLimits: ConnectionLimits(
                maxConnections: maxConnections, idleTimeout: .seconds(idleTimeout),
                headerTimeout: .seconds(headerTimeout),
                bodyTimeout: .seconds(bodyTimeout))
        ) { port in
            Console.print("MyBiz is serving on http://\(host):\(port) — press Ctrl-C to stop.")
            Console.print("Data: \(storage).")
        }
        try await application(configuration).runService(explainingFailuresWith: explanation(of:))
    }

    /// The server, or — when its port is taken or its database named wrongly — a sentence saying so
    /// and exit code 1, before anything is written.
    private func application(_ configuration: ServerConfiguration) async throws -> some ApplicationProtocol {
        do {
            return try await buildApplication(configuration: configuration)
        } catch {
            Console.error(explanation(of: error))
            throw ExitCode.failure
        }
    }

    /// A sentence saying why the server could not run.
    private func explanation(of error: any Error) -> String {
        if let error = error as? DatabaseUnavailable { return error.description }
        return switch (error as? IOError)?.errnoCode {
        case EADDRINUSE:
            "Port \(port) on \(host) is already in use. Stop the program using it or choose another port with --port."
        case EACCES:
            "Not allowed to listen on \(host):\(port). Choose a port above 1023 with --port."
        case EADDRNOTAVAIL:
            "\(host) is not an address of this machine. Use 127.0.0.1, 0.0.0.0 or one of its own addresses with --host."
        default:
            "The server could not run on \(host):\(port): \(error)"
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
