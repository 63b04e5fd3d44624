import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import OpenMarketAPI
import ServerObservability
import ServerTestSupport
import Testing
import WebPages

@testable import OpenMarketServer
@testable import ServerDatabase
@testable import ServerHTTP
@testable import ServerSecurity

/// The Open Market module alone — its routes and migrations, on a fresh database — as the server
/// composes it, for route tests. Cheap bcrypt: the cost is not what these tests are about.
enum OpenMarketApp {
    /// What the module is set up with.
    struct Settings: Sendable {
        var publicURL: String? = nil
        var allowedHosts: [String] = []
        var imageLimits = ImageLimits()
        var profile: MarketProfile = .late
        var openVendors = false
        var attemptLimits = AttemptLimits()
    }

    /// Runs `test` against the module on a fresh `database`.
    static func test<T: Sendable>(
        _ setup: TestingSetup = .router, database: TestDatabase = .sqlite, publicURL: String? = nil,
        allowedHosts: [String] = [], imageLimits: ImageLimits = ImageLimits(), profile: MarketProfile = .late,
        openVendors: Bool = false, _ test: @Sendable (any TestClientProtocol) async throws -> T
    ) async throws -> T {
        let settings = Settings(
            publicURL: publicURL, allowedHosts: allowedHosts, imageLimits: imageLimits, profile: profile,
            openVendors: openVendors)
        return try await database.withFreshDatabase(migrations: migrations) { database in
            try await app(on: database, settings).test(setup, test)
        }
    }

    /// The schema the module needs: its own and the attempt counters.
    static let migrations = OpenMarketRoutes.migrations + SecurityMigrations.all

    /// The module on `database`, already migrated.
    static func app(on database: AppDatabase, _ settings: Settings = Settings()) throws -> some ApplicationProtocol {
        let passwords = BcryptPasswordHasher(cost: 4)
        let hosts = HostAllowList(listeningOn: "127.0.0.1", port: 0, allowed: settings.allowedHosts)
        let routes = try OpenMarketRoutes(
            database: database.sql, passwords: passwords,
            limiter: AttemptLimiter(
                store: SQLAttemptCounterStore(database: database.sql), limits: settings.attemptLimits),
            clients: ClientAddress(trustedProxies: []), hosts: hosts, publicURL: settings.publicURL,
            cacheRecheckInterval: .seconds(1), imageLimits: settings.imageLimits, metrics: .disabled,
            openVendors: settings.openVendors, changes: DataChanges(), sessions: NobodySignedIn(),
            people: NobodySignedIn())
        let router = Router(context: AppRequestContext.self, options: .autoGenerateHeadEndpoints)
        // What no route of the module answers (an unknown path) is answered as the server does.
        router.addMiddleware { ErrorMiddleware(ErrorPage(otherwise: OpenMarketErrors.v1)) }
        HealthController().addRoutes(to: router)
        routes.addRoutes(to: router)
        var logger = Logger(label: "open-market-tests")
        logger.logLevel = .critical
        return Application(
            responder: MarketProfileResponder(router.buildResponder(), defaultProfile: settings.profile),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in hosts.listening(on: channel.localAddress?.port ?? 0) },
            logger: logger)
    }
}
