import Foundation
import OpenMarketAPI
import SQLKit
import ServerTestSupport
import Testing

@testable import OpenMarketServer
@testable import ServerDatabase

@Suite("Listing items: search, sort, currency and seller, the same on SQLite and PostgreSQL")
struct ItemListingTests {
    /// A small catalogue: (title, description, price, discounted price, currency, vendor?).
    private static let catalogue: [(String, String, Double, Double?, String, Bool)] = [
        ("Brass desk lamp", "Warm light.", 35_000, nil, "KRW", true),
        ("Reading chair", "Pairs well with a LAMP.", 120_000, 90_000, "KRW", false),
        ("Desk organiser", "Oak.", 20_000, 19_000, "KRW", true),
        ("Floor lamp", "Tall.", 80, 64, "USD", true),
        ("무선 키보드", "블루투스 키보드", 45_000, nil, "KRW", false),
        ("ÜBERGRÖSSE Mug", "Straße edition.", 9, nil, "USD", false),
    ]

    private static func withCatalogue(
        _ kind: TestDatabase, _ body: @Sendable (SQLItemRepository, _ vendor: Int) async throws -> Void
    ) async throws {
        try await kind.withFreshDatabase(migrations: OpenMarketApp.migrations) { database in
            let vendor = try await SQLVendorRepository(database: database.sql, changes: DataChanges())
                .add(identifier: "v-1", name: "Seoul Office Supply", secretHash: "x", now: 0)
            let repository = SQLItemRepository(database: database.sql, changes: DataChanges())
            for (title, description, price, discounted, currency, hasVendor) in catalogue {
                var item = try ItemFactory.newItem(title, images: 1)
                item.fields = ItemFields(
                    title: title, descriptions: description, price: price, currency: currency, stock: 3,
                    discountedPrice: discounted)
                item.vendorID = hasVendor ? vendor.id : nil
                _ = try await repository.create(item)
            }
            try await body(repository, vendor.id)
        }
    }

    private static func titles(_ repository: SQLItemRepository, _ query: MarketQuery) async throws -> [String] {
        try await repository.page(1, size: 20, filter: .pages(query)).map(\.fields.title)
    }

    private static func expectTitles(
        _ repository: SQLItemRepository, _ query: MarketQuery, _ expected: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let titles = try await titles(repository, query)
        #expect(titles == expected, sourceLocation: sourceLocation)
    }

    @Test(
        "Given a search, then titles and descriptions match in any case and script, every word",
        arguments: TestDatabase.available)
    func search(database kind: TestDatabase) async throws {
        try await Self.withCatalogue(kind) { repository, _ in
            try await Self.expectTitles(
                repository, MarketQuery(search: "lamp"), ["Floor lamp", "Reading chair", "Brass desk lamp"])
            try await Self.expectTitles(repository, MarketQuery(search: "DESK Lamp"), ["Brass desk lamp"])
            try await Self.expectTitles(repository, MarketQuery(search: "키보드"), ["무선 키보드"])
            try await Self.expectTitles(repository, MarketQuery(search: "übergrösse strasse"), ["ÜBERGRÖSSE Mug"])
            try await Self.expectTitles(repository, MarketQuery(search: "100%_"), [])
            let count = try await repository.count(.pages(MarketQuery(search: "lamp")))
            #expect(count == 3)
        }
    }

    @Test(
        "Given a sort by price, then each currency comes together, by what a buyer pays",
        arguments: TestDatabase.available)
    func sortByPrice(database kind: TestDatabase) async throws {
        try await Self.withCatalogue(kind) { repository, _ in
            let low = try await Self.titles(repository, MarketQuery(sort: .priceLowToHigh))
            #expect(
                low == ["Desk organiser", "Brass desk lamp", "무선 키보드", "Reading chair", "ÜBERGRÖSSE Mug", "Floor lamp"])
            let high = try await Self.titles(repository, MarketQuery(sort: .priceHighToLow, currency: "KRW"))
            #expect(high == ["Reading chair", "무선 키보드", "Brass desk lamp", "Desk organiser"])
        }
    }

    @Test(
        "Given a sort by discount, then the biggest share off comes first, undiscounted last",
        arguments: TestDatabase.available)
    func sortByDiscount(database kind: TestDatabase) async throws {
        try await Self.withCatalogue(kind) { repository, _ in
            let titles = try await Self.titles(repository, MarketQuery(sort: .biggestDiscount))
            #expect(Array(titles.prefix(3)) == ["Reading chair", "Floor lamp", "Desk organiser"])
            #expect(Set(titles.dropFirst(3)) == ["Brass desk lamp", "무선 키보드", "ÜBERGRÖSSE Mug"])
        }
    }

    @Test("Given a currency or a seller, then only theirs are listed, and counted", arguments: TestDatabase.available)
    func currencyAndSeller(database kind: TestDatabase) async throws {
        try await Self.withCatalogue(kind) { repository, vendor in
            try await Self.expectTitles(repository, MarketQuery(currency: "USD"), ["ÜBERGRÖSSE Mug", "Floor lamp"])
            try await Self.expectTitles(
                repository, MarketQuery(seller: .vendor(vendor)), ["Floor lamp", "Desk organiser", "Brass desk lamp"])
            try await Self.expectTitles(
                repository, MarketQuery(seller: .openMarket2021), ["ÜBERGRÖSSE Mug", "무선 키보드", "Reading chair"])
            let count = try await repository.count(.pages(MarketQuery(currency: "USD", seller: .vendor(vendor))))
            #expect(count == 1)
        }
    }

    @Test(
        "Given an edit of the title, then a search finds the new title and not the old",
        arguments: TestDatabase.available)
    func searchFollowsEdits(database kind: TestDatabase) async throws {
        try await Self.withCatalogue(kind) { repository, _ in
            let found = try await repository.page(1, size: 20, filter: .pages(MarketQuery(search: "brass")))
            let lamp = try #require(found.first)
            var changes = ItemChanges()
            changes.title = "Copper desk light"
            _ = try await repository.update(id: lamp.id, with: changes)
            try await Self.expectTitles(repository, MarketQuery(search: "brass"), [])
            try await Self.expectTitles(repository, MarketQuery(search: "copper"), ["Copper desk light"])
            try await Self.expectTitles(repository, MarketQuery(search: "warm"), ["Copper desk light"])
        }
    }

    @Test(
        "Given items stored before search existed, when the migration runs, then they are found",
        arguments: TestDatabase.available)
    func migrationFoldsOldItems(database kind: TestDatabase) async throws {
        let before = OpenMarketApp.migrations.filter { $0.version < OpenMarketMigrations.searchText.version }
        try await kind.withFreshDatabase(migrations: before) { database in
            try await database.sql.raw(
                """
                INSERT INTO items (title, descriptions, price, currency, stock, password_hash, registration_date)
                VALUES ('GROẞE Lampe', 'Aus Messing', 10, 'USD', 1, '', 0)
                """
            ).run()
            try await Migrator(database: database, migrations: OpenMarketApp.migrations).migrate()
            let repository = SQLItemRepository(database: database.sql, changes: DataChanges())
            let found = try await repository.page(1, size: 20, filter: .pages(MarketQuery(search: "große messing")))
            #expect(found.map(\.fields.title) == ["GROẞE Lampe"])
        }
    }
}
