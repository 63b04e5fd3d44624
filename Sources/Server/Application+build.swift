import AnalyticsServer
import DemoContent
public import Hummingbird
import Logging
import MyBizServer
import OpenMarketServer
import ServerDatabase
import ServerHTTP
import ServerObservability
import ServerSecurity
import ToDoServer
import WebPages

/// Builds the MyBiz server: its routes, services and start-up. Nothing is read or written before the
/// application runs — the port is checked first, and opening, migrating and filling the database
/// (the demo catalogue, company and accounts on a fresh one) run under the service lifecycle, with
/// SIGTERM and SIGINT already handled. The executable only parses options and runs what this
/// returns; tests call it too.
///
/// - Throws: NIO's `IOError` when the port cannot be listened on; `DatabaseUnavailable` when a
///   PostgreSQL URL cannot be read. A database that cannot be opened or migrated stops the running
///   application with `DatabaseUnavailable`.
public func buildApplication(configuration: ServerConfiguration) async throws -> some ApplicationProtocol {
    var logger = configuration.logger ?? Logger(label: "mybiz.server")
    logger.logLevel = configuration.logLevel
    if configuration.port != 0 {
        try await PortCheck.ensureAvailable(host: configuration.host, port: configuration.port)
    }
    let metrics: ServerMetrics = configuration.metrics ? .prometheus() : .disabled
    let database: AppDatabase
    do {
        database = try AppDatabase.prepare(
            configuration.database, timeout: configuration.databaseTimeout, metrics: metrics, logger: logger)
    } catch {
        throw DatabaseUnavailable(configuration.database, failure: error)
    }
    let passwords = BcryptPasswordHasher(cost: configuration.passwordHashCost)
    let limiter = AttemptLimiter(
        store: SQLAttemptCounterStore(database: database.sql), limits: configuration.attemptLimits)
    let clients = ClientAddress(trustedProxies: Set(configuration.trustedProxies))
    let hosts = HostAllowList(
        listeningOn: configuration.host, port: configuration.port, allowed: configuration.allowedHosts)
    // The one change channel: every module's writes say here what they changed, its caches listen.
    let changes = DataChanges()
    let myBiz = try await MyBizRoutes(
        database: database.sql, passwords: passwords, limiter: limiter, clients: clients,
        settings: MyBizSettings(
            tokenLifetime: configuration.tokenLifetime, maxPurchaseOrderExpense: configuration.maxPurchaseOrderExpense,
            publicURL: configuration.publicURL, cacheRecheckInterval: configuration.cacheRecheckInterval,
            appVersion: ProductVersion.current, currency: configuration.currency,
            openCompanySignup: configuration.openCompanySignup),
        changes: changes)
    let openMarket = try OpenMarketRoutes(
        database: database.sql, passwords: passwords, limiter: limiter, clients: clients, hosts: hosts,
        publicURL: configuration.publicURL, cacheRecheckInterval: configuration.cacheRecheckInterval,
        imageLimits: configuration.imageLimits, metrics: metrics, openVendors: configuration.openVendors,
        changes: changes, sessions: myBiz.webSessions, people: myBiz.webPeople)
    let analytics = try AnalyticsRoutes(
        database: database.sql, sessions: myBiz.webSessions,
        settings: AnalyticsSettings(
            openList: configuration.openAnalytics, publicURL: configuration.publicURL, metrics: metrics,
            appVersion: ProductVersion.current,
            budget: AnalyticsBudgetLimits(
                reportsPerMinute: configuration.analyticsReportsPerMinute,
                pairsPerDay: configuration.analyticsPairsPerDay)),
        changes: changes)
    let toDo = try ToDoRoutes(
        database: database.sql, sessions: myBiz.webSessions, appPasswords: myBiz.appPasswords,
        publicURL: configuration.publicURL, recheckInterval: configuration.cacheRecheckInterval, changes: changes)

    let router = Router(context: AppRequestContext.self, options: .autoGenerateHeadEndpoints)
    router.addMiddleware {
        RequestLogMiddleware(metrics: metrics)
        ResponseCompressionMiddleware()
        ErrorMiddleware(ErrorContracts())
        UntrustedForwardingMiddleware(clients: clients)
    }
    HealthController().addRoutes(to: router)
    ReadinessController(database: database.sql).addRoutes(to: router)
    try FrontDoorController(
        host: configuration.host,
        demoCredentials: { try await DemoData.credentials(in: myBiz) }
    ).addRoutes(to: router)
    let assets = AssetsController([
        OpenMarketRoutes.webResources, MyBizRoutes.webResources, AnalyticsRoutes.webResources,
        ToDoRoutes.webResources,
    ])
    assets.addRoutes(to: router)
    try AppShellController(versions: assets.versions).addRoutes(to: router)
    try DesignSystemController().addRoutes(to: router)
    try APIDocumentsController().addRoutes(to: router)
    MetricsController(metrics: metrics, token: configuration.metricsToken).addRoutes(to: router)
    openMarket.addRoutes(to: router)
    myBiz.addRoutes(to: router)
    analytics.addRoutes(to: router)
    toDo.addRoutes(to: router)

    var limits = configuration.connectionLimits
    if limits.maxConnections > FileDescriptorLimit.connectionCapacity {
        limits.maxConnections = FileDescriptorLimit.connectionCapacity
        logger.notice(
            "At most \(limits.maxConnections) connections: the limit on open files (ulimit -n) allows no more.")
    }
    var app = Application(
        responder: MarketProfileResponder(
            router.buildResponder(), defaultProfile: configuration.marketProfile,
            claims: SharedProductsPath.isMarketRequest),
        server: .guardedHTTP1(
            limits: limits, registry: ConnectionRegistry(maxConnections: limits.maxConnections),
            errorFormat: ErrorContracts.belowRouter),
        configuration: ApplicationConfiguration(
            address: .hostname(configuration.host, port: configuration.port),
            serverName: "MyBiz"),
        onServerRunning: { channel in
            let port = channel.localAddress?.port ?? configuration.port
            hosts.listening(on: port)
            await configuration.onServerRunning(port)
        },
        logger: logger)
    app.addServices(database)
    app.beforeServerStarts { [logger] in
        do {
            // A request may wait `databaseTimeout`; start-up waits longer for a database still coming up.
            let deadline = ContinuousClock.now + .seconds(30)
            try await database.retryingWhileUnavailable(until: deadline) { try await database.start() }
            let applied = try await Migrator(
                database: database,
                migrations: ServerMigrations.all,
                deadline: deadline
            ).migrate()
            if configuration.demoData {
                try await DemoData.seed(market: openMarket, company: myBiz, ifCreatedBy: applied, logger: logger)
            }
        } catch {
            throw DatabaseUnavailable(configuration.database, failure: error)
        }
    }
    return app
}
