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

    @Option(help: ServerSettings.host.argumentHelp)
    var host: String?

    @Option(help: ServerSettings.port.argumentHelp)
    var port: Int?

    @Option(help: ServerSettings.logLevel.argumentHelp)
    var logLevel: Logger.Level?

    @Option(help: ServerSettings.database.argumentHelp)
    var database: String?

    @Option(help: ServerSettings.publicURL.argumentHelp)
    var publicURL: String?

    @Option(name: ServerSettings.allowedHosts.optionName, help: ServerSettings.allowedHosts.argumentHelp)
    var allowedHosts: [String] = []

    @Option(name: ServerSettings.trustedProxies.optionName, help: ServerSettings.trustedProxies.argumentHelp)
    var trustedProxies: [String] = []

    @Flag(help: ServerSettings.noDemoData.argumentHelp)
    var noDemoData = false

    @Flag(help: ServerSettings.metrics.argumentHelp)
    var metrics = false

    @Option(help: ServerSettings.metricsToken.argumentHelp)
    var metricsToken: String?

    @Flag(help: ServerSettings.openAnalytics.argumentHelp)
    var openAnalytics = false

    @Option(help: ServerSettings.marketProfile.argumentHelp)
    var marketProfile: String?

    @Flag(help: ServerSettings.openVendors.argumentHelp)
    var openVendors = false

    @Flag(help: ServerSettings.openCompanySignup.argumentHelp)
    var openCompanySignup = false

    @Option(help: ServerSettings.maxPOExpense.argumentHelp)
    var maxPOExpense: Double?

    @Option(help: ServerSettings.currency.argumentHelp)
    var currency: String?

    @Option(help: ServerSettings.sessionDays.argumentHelp)
    var sessionDays: Int?

    @Option(name: ServerSettings.maxNewItemsPerHour.optionName, help: ServerSettings.maxNewItemsPerHour.argumentHelp)
    var maxNewItemsPerHour: Int?

    @Option(name: ServerSettings.maxSignupsPerHour.optionName, help: ServerSettings.maxSignupsPerHour.argumentHelp)
    var maxSignupsPerHour: Int?

    @Option(help: ServerSettings.maxConnections.argumentHelp)
    var maxConnections: Int?

    @Option(help: ServerSettings.idleTimeout.argumentHelp)
    var idleTimeout: Double?

    @Option(help: ServerSettings.headerTimeout.argumentHelp)
    var headerTimeout: Double?

    @Option(help: ServerSettings.bodyTimeout.argumentHelp)
    var bodyTimeout: Double?

    @Option(help: ServerSettings.databaseTimeout.argumentHelp)
    var databaseTimeout: Double?

    @Option(help: ServerSettings.analyticsReportsPerMinute.argumentHelp)
    var analyticsReportsPerMinute: Int?

    @Option(help: ServerSettings.analyticsPairsPerDay.argumentHelp)
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

    /// The options given, each as ArgumentParser read it: a value it parsed, or the text of one only
    /// its setting reads.
    var commandLine: CommandLineSettings {
        var given = CommandLineSettings()
        given.set(ServerSettings.host, to: host)
        given.set(ServerSettings.port, to: port)
        given.set(ServerSettings.logLevel, to: logLevel)
        given.set(ServerSettings.database, text: database)
        given.set(ServerSettings.publicURL, text: publicURL)
        given.set(ServerSettings.allowedHosts, entries: allowedHosts)
        given.set(ServerSettings.trustedProxies, entries: trustedProxies)
        given.set(ServerSettings.noDemoData, isOn: noDemoData)
        given.set(ServerSettings.metrics, isOn: metrics)
        given.set(ServerSettings.metricsToken, to: metricsToken)
        given.set(ServerSettings.openAnalytics, isOn: openAnalytics)
        given.set(ServerSettings.marketProfile, text: marketProfile)
        given.set(ServerSettings.openVendors, isOn: openVendors)
        given.set(ServerSettings.openCompanySignup, isOn: openCompanySignup)
        given.set(ServerSettings.maxPOExpense, to: maxPOExpense)
        given.set(ServerSettings.currency, text: currency)
        given.set(ServerSettings.sessionDays, to: sessionDays)
        given.set(ServerSettings.maxNewItemsPerHour, to: maxNewItemsPerHour)
        given.set(ServerSettings.maxSignupsPerHour, to: maxSignupsPerHour)
        given.set(ServerSettings.maxConnections, to: maxConnections)
        given.set(ServerSettings.idleTimeout, to: idleTimeout)
        given.set(ServerSettings.headerTimeout, to: headerTimeout)
        given.set(ServerSettings.bodyTimeout, to: bodyTimeout)
        given.set(ServerSettings.databaseTimeout, to: databaseTimeout)
        given.set(ServerSettings.analyticsReportsPerMinute, to: analyticsReportsPerMinute)
        given.set(ServerSettings.analyticsPairsPerDay, to: analyticsPairsPerDay)
        return given
    }

    /// Every setting: its option, else its environment variable (read through swift-configuration),
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
