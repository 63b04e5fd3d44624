import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import MyBizAPI
import ServerTestSupport
import Testing
import WebPages

@testable import MyBizServer
@testable import ServerDatabase
@testable import ServerHTTP
@testable import ServerSecurity

/// The MyBiz module alone — its routes and migrations — on a fresh database holding a small known
/// company and two accounts, for route tests.
enum MyBizApp {
    /// What a test starts from.
    struct Fixture: Sendable {
        /// The company added before the module started.
        let company: CompanyRecords
        /// A member and an admin account, with their passwords.
        let member: Account
        let admin: Account
        static let memberPassword = "member-secret"
        static let adminPassword = "admin-secret"
    }

    /// The schema the module needs: its own and the attempt counters.
    static let migrations = MyBizRoutes.migrations + SecurityMigrations.all

    /// Runs `test` against the module (cheap bcrypt) on a fresh `database` with the fixture.
    static func test<T: Sendable>(
        _ setup: TestingSetup = .router, database: TestDatabase = .sqlite, tokenLifetime: Duration = .seconds(3_600),
        maxExpense: Double = 1_000_000, openAnalytics: Bool = false, publicURL: String? = nil,
        currency: CatalogueCurrency = .usDollar, analyticsBudget: AnalyticsBudgetLimits = .standard,
        _ test: @Sendable (any TestClientProtocol, Fixture) async throws -> T
    ) async throws -> T {
        try await database.withFreshDatabase(migrations: migrations) { database in
            let fixture = try await prepare(database)
            let settings = MyBizSettings(
                tokenLifetime: tokenLifetime, maxPurchaseOrderExpense: maxExpense, openAnalytics: openAnalytics,
                publicURL: publicURL, currency: currency, analyticsBudget: analyticsBudget)
            return try await app(on: database, settings).test(setup) { client in try await test(client, fixture) }
        }
    }

    /// The module on `database`, already migrated.
    static func app(on database: AppDatabase, _ settings: MyBizSettings) async throws -> some ApplicationProtocol {
        let passwords = BcryptPasswordHasher(cost: 4)
        let routes = try await MyBizRoutes(
            database: database.sql, passwords: passwords,
            limiter: AttemptLimiter(store: SQLAttemptCounterStore(database: database.sql), limits: AttemptLimits()),
            clients: ClientAddress(trustedProxies: []), settings: settings)
        let router = Router(context: AppRequestContext.self, options: .autoGenerateHeadEndpoints)
        // What no route of the module answers (an unknown path) is answered as the server does.
        router.addMiddleware { ErrorMiddleware(ErrorPage(otherwise: MyBizErrors.format)) }
        routes.addRoutes(to: router)
        var logger = Logger(label: "mybiz-tests")
        logger.logLevel = .critical
        return Application(
            router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            logger: logger)
    }

    /// Adds the fixture's accounts and company through the SQL repositories.
    static func prepare(_ database: AppDatabase) async throws -> Fixture {
        let passwords = BcryptPasswordHasher(cost: 4)
        let accounts = SQLAccountRepository(database: database.sql)
        let member = Account(id: UUID(), username: "member@example.com", name: "Mia Member", role: .member)
        let admin = Account(id: UUID(), username: "boss@example.com", name: "Ada Admin", role: .admin)
        _ = try await accounts.create(
            member, passwordHash: try await passwords.hash(Fixture.memberPassword), at: Date())
        _ = try await accounts.create(admin, passwordHash: try await passwords.hash(Fixture.adminPassword), at: Date())
        let company = CompanyFixture.records(around: Date())
        try await SQLCompanyRepository(database: database.sql, changes: DataChanges()).add(company)
        return Fixture(company: company, member: member, admin: admin)
    }
}

extension TestClientProtocol {
    /// A token for `account` of the fixture.
    func token(for account: Account) async throws -> String {
        let password = account.role == .admin ? MyBizApp.Fixture.adminPassword : MyBizApp.Fixture.memberPassword
        return try await token(account.username, password)
    }
}
