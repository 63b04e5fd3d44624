import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import MyBizAPI
import NIOCore
import NIOFoundationCompat
import Testing

@testable import MyBizServer
@testable import OpenMarketServer
@testable import Server
@testable import ServerSupport

/// The real application on a fresh database holding a small known company and two accounts, for
/// MyBiz route tests.
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
        maxExpense: Double = 1_000_000, openAnalytics: Bool = false,
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
        _ storage: DatabaseConfiguration, tokenLifetime: Duration = .seconds(3_600), maxExpense: Double = 1_000_000,
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
                announcements: DemoCompany.announcements(), employees: DemoCompany.employees(),
                events: DemoCompany.events(around: Date()), products: DemoCompany.catalogue())
            try await SQLCompanyRepository(database: database.sql).add(company)
            return Fixture(storage: storage, company: company, member: member, admin: admin)
        }
    }
}

extension TestClientProtocol {
    /// Logs in with Basic credentials, as the client `forwardedFor` when given (through a trusted proxy).
    func login(_ username: String, _ password: String, forwardedFor: String? = nil) async throws -> TestResponse {
        let credentials = Data("\(username):\(password)".utf8).base64EncodedString()
        var headers: HTTPFields = [.authorization: "Basic \(credentials)"]
        if let forwardedFor { headers[HTTPField.Name("X-Forwarded-For")!] = forwardedFor }
        return try await execute(uri: "/api/users/login", method: .post, headers: headers)
    }

    /// A token for `account` of the fixture.
    func token(for account: Account) async throws -> String {
        let password =
            account.role == .admin ? MyBizApp.Fixture.adminPassword : MyBizApp.Fixture.memberPassword
        let response = try await login(account.username, password)
        try #require(response.status == .ok)
        return try response.myBizDecoded(Session.self).token
    }

    /// A request with a bearer token and, when given, a JSON body.
    func call(
        _ uri: String, _ method: HTTPRequest.Method = .get, token: String?, json: String? = nil
    ) async throws -> TestResponse {
        var headers: HTTPFields = [:]
        if let token { headers[.authorization] = "Bearer \(token)" }
        if json != nil { headers[.contentType] = "application/json" }
        return try await execute(uri: uri, method: method, headers: headers, body: json.map { ByteBuffer(string: $0) })
    }

    /// A request with a bearer token and `value` as its JSON body.
    func call(_ uri: String, _ method: HTTPRequest.Method = .post, token: String?, body value: some Encodable)
        async throws -> TestResponse
    {
        let json = String(decoding: try MyBizJSON.encoder().encode(value), as: UTF8.self)
        return try await call(uri, method, token: token, json: json)
    }
}

extension TestResponse {
    /// The body decoded as the MyBiz API writes it.
    func myBizDecoded<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        try MyBizJSON.decoder().decode(T.self, from: Data(buffer: body))
    }

    /// The body as text.
    var text: String { String(buffer: body) }
}
