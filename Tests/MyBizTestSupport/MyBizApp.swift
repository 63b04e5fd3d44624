import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import MyBizAPI
import ServerTestSupport
import Testing
import WebPages

@testable import AnalyticsServer
@testable import MyBizServer
@testable import ServerDatabase
@testable import ServerHTTP
@testable import ServerSecurity

/// The MyBiz module and the analytics beside it — their routes and migrations, as the server composes
/// them — on a fresh database holding a small known company and two accounts, for route tests.
package enum MyBizApp {
    /// What a test starts from.
    package struct Fixture: Sendable {
        /// The company added before the module started.
        package let company: CompanyRecords
        /// A member and an admin account, with their passwords.
        package let member: Account
        package let admin: Account
        package static let memberPassword = "member-secret"
        package static let adminPassword = "admin-secret"
    }

    /// The schema the modules need: theirs and the attempt counters.
    package static let migrations = MyBizRoutes.migrations + AnalyticsRoutes.migrations + SecurityMigrations.all

    /// Runs `test` against the module (cheap bcrypt) on a fresh `database` with the fixture.
    package static func test<T: Sendable>(
        _ setup: TestingSetup = .router, database: TestDatabase = .sqlite, tokenLifetime: Duration = .seconds(3_600),
        maxExpense: Double = PurchaseOrderRules.defaultMaxExpense, openAnalytics: Bool = false,
        publicURL: String? = nil,
        currency: CatalogueCurrency = .usDollar, analyticsBudget: AnalyticsBudgetLimits = .standard,
        openCompanySignup: Bool = false,
        _ test: @Sendable (any TestClientProtocol, Fixture) async throws -> T
    ) async throws -> T {
        try await database.withFreshDatabase(migrations: migrations) { database in
            let fixture = try await prepare(database)
            let settings = MyBizSettings(
                tokenLifetime: tokenLifetime, maxPurchaseOrderExpense: maxExpense, publicURL: publicURL,
                currency: currency, openCompanySignup: openCompanySignup)
            let analytics = AnalyticsSettings(openList: openAnalytics, publicURL: publicURL, budget: analyticsBudget)
            return try await app(on: database, settings, analytics: analytics).test(setup) { client in
                try await test(client, fixture)
            }
        }
    }

    /// The modules on `database`, already migrated.
    package static func app(
        on database: AppDatabase, _ settings: MyBizSettings, analytics: AnalyticsSettings = AnalyticsSettings()
    ) async throws -> some ApplicationProtocol {
        let passwords = BcryptPasswordHasher(cost: 4)
        // One change channel for both modules, as the server has.
        let changes = DataChanges()
        let routes = try await MyBizRoutes(
            database: database.sql, passwords: passwords,
            limiter: AttemptLimiter(store: SQLAttemptCounterStore(database: database.sql), limits: AttemptLimits()),
            clients: ClientAddress(trustedProxies: []), settings: settings, changes: changes)
        let router = Router(context: AppRequestContext.self, options: .autoGenerateHeadEndpoints)
        // What no route of the module answers (an unknown path) is answered as the server does.
        router.addMiddleware { ErrorMiddleware(ErrorPage(otherwise: MyBizErrors.format)) }
        routes.addRoutes(to: router)
        try AnalyticsRoutes(database: database.sql, sessions: routes.webSessions, settings: analytics, changes: changes)
            .addRoutes(to: router)
        var logger = Logger(label: "mybiz-tests")
        logger.logLevel = .critical
        return Application(
            router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            logger: logger)
    }

    /// Adds the fixture's accounts and company through the SQL repositories.
    package static func prepare(_ database: AppDatabase) async throws -> Fixture {
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
    package func token(for account: Account) async throws -> String {
        let password = account.role == .admin ? MyBizApp.Fixture.adminPassword : MyBizApp.Fixture.memberPassword
        return try await token(account.username, password)
    }
}
