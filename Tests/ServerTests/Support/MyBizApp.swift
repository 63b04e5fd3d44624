import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import MyBizAPI
import NIOCore
import NIOFoundationCompat
import ServerTestSupport
import Testing

@testable import MyBizServer
@testable import OpenMarketServer
@testable import Server
@testable import ServerDatabase
@testable import ServerSecurity

/// The whole application, as `buildApplication` composes it, on a fresh database holding a small
/// company and two accounts.
enum MyBizApp {
    /// What a test starts from.
    struct Fixture: Sendable {
        /// Where the data is, for tests that look inside the database.
        let storage: DatabaseConfiguration
        /// The company added before the server started.
        let company: CompanyRecords
        /// A member and an admin account, with their passwords.
        let member: Account
        let admin: Account
        static let memberPassword = "member-secret"
        static let adminPassword = "admin-secret"
    }

    /// Runs `test` against the app built by `buildApplication` (cheap bcrypt, no demo data) on a
    /// fresh database with the fixture's accounts and company.
    static func test<T: Sendable>(
        _ setup: TestingSetup = .router, database: TestDatabase = .sqlite, tokenLifetime: Duration = .seconds(3_600),
        maxExpense: Double = PurchaseOrderRules.defaultMaxExpense, openAnalytics: Bool = false,
        configure: @Sendable (inout ServerConfiguration) -> Void = { _ in },
        _ test: @Sendable (any TestClientProtocol, Fixture) async throws -> T
    ) async throws -> T {
        try await database.withFreshStorage { storage in
            let fixture = try await prepare(storage)
            let app = try await buildApplication(
                configuration: configuration(
                    storage, tokenLifetime: tokenLifetime, maxExpense: maxExpense, openAnalytics: openAnalytics,
                    configure: configure))
            return try await app.test(setup) { client in try await test(client, fixture) }
        }
    }

    /// The configuration of the tests' server on `storage`: cheap bcrypt, no demo data.
    static func configuration(
        _ storage: DatabaseConfiguration, tokenLifetime: Duration = .seconds(3_600),
        maxExpense: Double = PurchaseOrderRules.defaultMaxExpense,
        openAnalytics: Bool = false, configure: (inout ServerConfiguration) -> Void = { _ in }
    ) -> ServerConfiguration {
        var configuration = ServerConfiguration(
            port: 0, logLevel: .critical, database: storage, demoData: false, passwordHashCost: 4,
            tokenLifetime: tokenLifetime, maxPurchaseOrderExpense: maxExpense, openAnalytics: openAnalytics)
        configure(&configuration)
        return configuration
    }

    /// Opens `storage` with the server's own migrations and adds the fixture through the SQL
    /// repositories, the way the demo data is added.
    static func prepare(_ storage: DatabaseConfiguration) async throws -> Fixture {
        try await TestDatabase.withDatabase(at: storage) { database in
            try await Migrator(database: database, migrations: OpenMarketMigrations.all + MyBizMigrations.all).migrate()
            let passwords = BcryptPasswordHasher(cost: 4)
            let accounts = SQLAccountRepository(database: database.sql)
            let member = Account(id: UUID(), username: "member@example.com", name: "Mia Member", role: .member)
            let admin = Account(id: UUID(), username: "boss@example.com", name: "Ada Admin", role: .admin)
            _ = try await accounts.create(
                member, passwordHash: try await passwords.hash(Fixture.memberPassword), at: Date())
            _ = try await accounts.create(
                admin, passwordHash: try await passwords.hash(Fixture.adminPassword), at: Date())
            let company = CompanyRecords(
                announcements: [Announcement(id: UUID(), message: "Welcome.")],
                employees: [
                    Employee(
                        id: UUID(), givenName: "Ada", familyName: "Lindqvist", location: "Stockholm", manager: nil,
                        directReports: [], birthday: "03-14-1971")
                ],
                events: [], products: [Product(id: UUID(), name: "Office chair", unitPrice: 289)])
            try await SQLCompanyRepository(database: database.sql, changes: DataChanges()).add(company)
            return Fixture(storage: storage, company: company, member: member, admin: admin)
        }
    }
}

extension TestClientProtocol {
    /// A token for `account` of the fixture.
    func token(for account: Account) async throws -> String {
        let password = account.role == .admin ? MyBizApp.Fixture.adminPassword : MyBizApp.Fixture.memberPassword
        return try await token(account.username, password)
    }
}
