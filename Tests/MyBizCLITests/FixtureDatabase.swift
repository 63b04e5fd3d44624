import DemoContent
import Foundation
import Logging
import SQLKit
import ServerObservability
import ServerTestSupport
import TestSupport
import Testing
import WebPages

@testable import MyBizServer
@testable import OpenMarketServer
@testable import Server
@testable import ServerDatabase
@testable import ServerHTTP
@testable import ServerSecurity

/// A small database a CLI test's server starts on, made in a moment and unchanged when the demo
/// changes: the schema, a market of 32 products with one photo each (item 2 is a Mac mini at
/// 890,000 KRW, 89,000 after its discount), the first demo vendor, and the demo company.
enum FixtureDatabase {
    /// How many products the market has.
    static let products = 32

    /// Creates the database in a new SQLite file at `path`.
    static func make(at path: String) async throws {
        var logger = Logger(label: "cli-fixture")
        logger.logLevel = .critical
        let database = try await AppDatabase.open(.sqlite(path: path), logger: logger)
        do {
            _ = try await Migrator(database: database, migrations: ServerMigrations.all).migrate()
            let passwords = BcryptPasswordHasher(cost: 4)
            let limiter = AttemptLimiter(
                store: SQLAttemptCounterStore(database: database.sql), limits: AttemptLimits())
            let clients = ClientAddress(trustedProxies: [])
            let market = try OpenMarketRoutes(
                database: database.sql, passwords: passwords, limiter: limiter, clients: clients,
                hosts: HostAllowList(listeningOn: "127.0.0.1", port: 0, allowed: []), publicURL: nil,
                cacheRecheckInterval: .seconds(1), imageLimits: ImageLimits(), metrics: .disabled,
                changes: DataChanges(), sessions: NobodySignedIn(), people: NobodySignedIn())
            try await market.add(try catalogue())
            let company = try await MyBizRoutes(
                database: database.sql, passwords: passwords, limiter: limiter, clients: clients,
                settings: MyBizSettings(
                    tokenLifetime: .seconds(3_600), maxPurchaseOrderExpense: 1_000_000), changes: DataChanges())
            try await company.add(DemoData.company(now: Date()), now: Date())
            try await database.close()
        } catch {
            try? await database.close()
            throw error
        }
    }

    /// Makes the account `username` of the database at `path` the seller of `items`, as if they had
    /// registered them on the market's pages: their name on the product, which is theirs to change.
    static func sell(_ items: [Int], by username: String, at path: String) async throws {
        var logger = Logger(label: "cli-fixture")
        logger.logLevel = .critical
        let database = try await AppDatabase.open(.sqlite(path: path), logger: logger)
        do {
            let row = try #require(
                try await database.sql.select().columns("id", "name", "created_at").from("users")
                    .where("username", .equal, username).first())
            let person = WebPerson(
                id: try #require(UUID(uuidString: try row.decode(column: "id", as: String.self))),
                name: try row.decode(column: "name", as: String.self), joined: Date(), isActive: true)
            let seller = try await SQLVendorRepository(database: database.sql, changes: DataChanges())
                .seller(person, now: Date().timeIntervalSince1970)
            try await database.sql.update("items").set("vendor_id", to: seller.id)
                .where("id", .in, items).run()
            try await database.close()
        } catch {
            try? await database.close()
            throw error
        }
    }

    /// Products 1 to 32, registered an hour apart (the last is the newest), with the demo password.
    private static func catalogue() throws -> CatalogueSeed {
        let photo = CatalogueSeed.Picture(name: "photo", bytes: try ImageFixtures.jpeg)
        let start = Date().addingTimeInterval(-Double(products + 1) * 3_600)
        let products = (1...products).map { number -> CatalogueSeed.Product in
            let isMacMini = number == 2
            return CatalogueSeed.Product(
                title: isMacMini ? "Mac mini" : "Fixture product \(number)", descriptions: "Product number \(number).",
                price: isMacMini ? 890_000 : Double(number) * 1_000, currency: "KRW", stock: Int64(number),
                discountedPrice: isMacMini ? 89_000 : nil, vendor: number.isMultiple(of: 2) ? 0 : nil,
                registered: start.addingTimeInterval(Double(number) * 3_600), pictures: [photo])
        }
        return CatalogueSeed(vendors: [DemoData.firstVendor], products: products, password: "demo1234")
    }
}
