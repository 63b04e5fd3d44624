public import Hummingbird
import Imaging
import Logging

/// Builds the MyBiz server: opens and migrates its database (adding the demo catalogue, company and
/// accounts to a fresh one), and sets up its routes and services. The executable only parses options and runs what this
/// returns; tests call it too.
///
/// - Throws: `DatabaseUnavailable` when the database cannot be opened or migrated.
public func buildApplication(configuration: ServerConfiguration) async throws -> some ApplicationProtocol {
    var logger = Logger(label: "mybiz.server")
    logger.logLevel = configuration.logLevel
    let database: AppDatabase
    do {
        database = try await AppDatabase.open(
            configuration.database, timeout: configuration.databaseTimeout, logger: logger)
    } catch {
        throw DatabaseUnavailable(configuration.database, failure: error)
    }
    let storage = SQLItemRepository(database: database.sql)
    let cache = CatalogueCache(
        recheckInterval: configuration.cacheRecheckInterval, readVersion: { try await storage.catalogueVersion() })
    let repository = CacheInvalidatingItemRepository(base: storage, cache: cache)
    let passwords = BcryptPasswordHasher(cost: configuration.passwordHashCost)
    let pipeline = ImagePipeline()
    let limiter = AttemptLimiter(
        store: SQLAttemptCounterStore(database: database.sql), limits: configuration.attemptLimits)
    let clients = ClientAddress(trustedProxies: Set(configuration.trustedProxies))
    let myBiz: MyBizRoutes
    do {
        myBiz = try await MyBizRoutes.make(
            database: database.sql, passwords: passwords, limiter: limiter, clients: clients,
            configuration: configuration)
        let applied = try await Migrator(
            database: database, migrations: OpenMarketMigrations.all + MyBizMigrations.all + SecurityMigrations.all
        ).migrate()
        if configuration.demoData, applied.contains(OpenMarketMigrations.createItems.version) {
            let added = try await DemoCatalogue.seed(into: repository, passwords: passwords, pipeline: pipeline)
            logger.info("Added \(added) demo items to the new database; their password is \(DemoCatalogue.password)")
        }
        if configuration.demoData, applied.contains(MyBizMigrations.createAccounts.version) {
            try await myBiz.seedDemoData(logger: logger)
        }
    } catch {
        try? await database.close()
        throw DatabaseUnavailable(configuration.database, failure: error)
    }

    let hosts = HostAllowList(
        listeningOn: configuration.host, port: configuration.port, allowed: configuration.allowedHosts)
    let router = Router(context: AppRequestContext.self)
    router.addMiddleware {
        LogRequestsMiddleware(.info)
        JSONErrorMiddleware()
    }
    HealthController().addRoutes(to: router)
    OpenMarketController(
        repository: repository, passwords: passwords, limiter: limiter, clients: clients, pipeline: pipeline,
        imageLimits: configuration.imageLimits, imageWork: ImageWorkQueue(limits: configuration.imageLimits),
        links: ImageLinks(publicURL: configuration.publicURL, hosts: hosts),
        cache: cache
    ).addRoutes(to: router)
    myBiz.addRoutes(to: router)

    var limits = configuration.connectionLimits
    if limits.maxConnections > FileDescriptorLimit.connectionCapacity {
        limits.maxConnections = FileDescriptorLimit.connectionCapacity
        logger.notice(
            "At most \(limits.maxConnections) connections: the limit on open files (ulimit -n) allows no more.")
    }
    var app = Application(
        router: router,
        server: .guardedHTTP1(limits: limits, registry: ConnectionRegistry(maxConnections: limits.maxConnections)),
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
    return app
}
