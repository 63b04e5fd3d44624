import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import MyBizAPI
import OpenMarketAPI
import SQLKit
import ServerObservability
import ServerTestSupport
import Testing

@testable import DemoContent
@testable import MyBizServer
@testable import OpenMarketServer
@testable import ServerDatabase
@testable import ServerHTTP
@testable import ServerSecurity

@Suite("The demo seeded through the API modules' own seams")
struct DemoDataSeedTests {
    @Test("a new database gets the market and the company; the front door's passwords open them")
    func seed() async throws {
        try await TestDatabase.sqlite.withFreshStorage { storage in
            try await TestDatabase.withDatabase(at: storage) { database in
                // Given a database the migrations just created
                let applied = try await Migrator(
                    database: database,
                    migrations: OpenMarketRoutes.migrations + MyBizRoutes.migrations + SecurityMigrations.all
                ).migrate()
                let (market, company) = try await Self.routes(on: database)
                // When the demo is seeded
                try await DemoData.seed(market: market, company: company, ifCreatedBy: applied, logger: Self.logger)
                // Then the market holds every product, the vendors their own, and the accounts exist
                let counts = try await database.sql.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "n")
                    .from("items").first(decodingColumn: "n", as: Int.self)
                #expect(counts == DemoCatalogue.seed(now: Date()).products.count)
                let credentials = try await DemoData.credentials(in: company)
                #expect(credentials.map(\.username) == ["agent@shield.org", "admin@mybiz.example", nil])
                #expect(credentials.last?.password == "demo1234")
                // And the demo member sells a few of the newest products, as a seller with an account
                let seller = try #require(
                    try await database.sql.select().column(SQLColumn("id", table: "vendors"), as: "id").from("vendors")
                        .join(
                            SQLIdentifier("users"),
                            on: SQLColumn("id", table: "users"), .equal, SQLColumn("account_id", table: "vendors")
                        )
                        .where(SQLColumn("username", table: "users"), .equal, SQLBind("agent@shield.org")).first(
                            decodingColumn: "id", as: Int.self))
                let sold = try await database.sql.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "n")
                    .from("items").where("vendor_id", .equal, seller).first(decodingColumn: "n", as: Int.self)
                #expect(sold == DemoData.memberSells)
            }
        }
    }

    @Test("a database that already existed is left alone, and without accounts there are no credentials")
    func existing() async throws {
        try await TestDatabase.sqlite.withFreshStorage { storage in
            try await TestDatabase.withDatabase(at: storage) { database in
                _ = try await Migrator(
                    database: database,
                    migrations: OpenMarketRoutes.migrations + MyBizRoutes.migrations + SecurityMigrations.all
                ).migrate()
                let (market, company) = try await Self.routes(on: database)
                // When start-up applied nothing new
                try await DemoData.seed(market: market, company: company, ifCreatedBy: [], logger: Self.logger)
                // Then nothing was added
                let items = try await database.sql.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "n")
                    .from("items").first(decodingColumn: "n", as: Int.self)
                #expect(items == 0)
                #expect(try await DemoData.credentials(in: company).isEmpty)
            }
        }
    }

    static let logger: Logger = {
        var logger = Logger(label: "demo-tests")
        logger.logLevel = .critical
        return logger
    }()

    static func routes(on database: AppDatabase) async throws -> (OpenMarketRoutes, MyBizRoutes) {
        let passwords = BcryptPasswordHasher(cost: 4)
        let limiter = AttemptLimiter(store: SQLAttemptCounterStore(database: database.sql), limits: AttemptLimits())
        let clients = ClientAddress(trustedProxies: [])
        let market = try OpenMarketRoutes(
            database: database.sql, passwords: passwords, limiter: limiter, clients: clients,
            hosts: HostAllowList(listeningOn: "127.0.0.1", port: 0, allowed: []), publicURL: nil,
            cacheRecheckInterval: .seconds(1), imageLimits: ImageLimits(), metrics: .disabled, changes: DataChanges(),
            sessions: NobodySignedIn(), people: NobodySignedIn())
        let company = try await MyBizRoutes(
            database: database.sql, passwords: passwords, limiter: limiter, clients: clients,
            settings: MyBizSettings(
                tokenLifetime: .seconds(60), maxPurchaseOrderExpense: 1_000), changes: DataChanges())
        return (market, company)
    }
}
