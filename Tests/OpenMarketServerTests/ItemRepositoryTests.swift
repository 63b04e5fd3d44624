import Foundation
import ImageFormats
import Imaging
import SQLKit
import ServerTestSupport
import Testing

@testable import OpenMarketServer
@testable import ServerDatabase

@Suite("Storing Open Market items")
struct ItemRepositoryTests {
    @Test("an item and its images are stored and read back", arguments: TestDatabase.available)
    func createAndRead(database kind: TestDatabase) async throws {
        try await kind.withFreshDatabase(migrations: OpenMarketApp.migrations) { database in
            // Given
            let repository = SQLItemRepository(database: database.sql, changes: DataChanges())
            let new = try ItemFactory.newItem()
            // When
            let created = try await repository.create(new)
            let read = try #require(await repository.item(id: created.id))
            // Then
            #expect(read == created)
            #expect(read.fields.stock == 1_000_000_000_000)
            #expect(read.fields.discountedPrice == 9900)
            #expect(read.registrationDate == 1_700_000_000.5)
            #expect(read.images.map(\.names) == new.images.map(\.names))
            let full = try #require(await repository.imageFile(named: read.images[0].names.image, variant: .full))
            #expect(full.data == new.images[0].processed.full.data)
            #expect(full.mediaType == "image/jpeg")
            let thumbnail = try #require(
                await repository.imageFile(named: read.images[1].names.thumbnail, variant: .thumbnail))
            #expect(thumbnail.data == new.images[1].processed.thumbnail.data)
            #expect(try await repository.imageFile(named: read.images[0].names.image, variant: .thumbnail) == nil)
        }
    }

    @Test("pages are newest first, 20 at most, and empty past the end", arguments: TestDatabase.available)
    func paging(database kind: TestDatabase) async throws {
        try await kind.withFreshDatabase(migrations: OpenMarketApp.migrations) { database in
            let repository = SQLItemRepository(database: database.sql, changes: DataChanges())
            let images = try ItemFactory.images(1)
            for number in 1...23 {
                var item = try ItemFactory.newItem("Item \(number)", images: 0)
                item.images = [StoredImageUpload(images[0].processed)]
                _ = try await repository.create(item)
            }
            let first = try await repository.page(1, size: 20, filter: ItemFilter())
            let second = try await repository.page(2, size: 20, filter: ItemFilter())
            #expect(first.count == 20)
            #expect(first.first?.fields.title == "Item 23")
            #expect(second.map(\.fields.title) == ["Item 3", "Item 2", "Item 1"])
            #expect(try await repository.page(3, size: 20, filter: ItemFilter()).isEmpty)
            #expect(first.allSatisfy { $0.images.count == 1 })
            #expect(try await itemCount(in: database) == 23)
        }
    }

    @Test("an update changes only what it names, and new images replace the old", arguments: TestDatabase.available)
    func update(database kind: TestDatabase) async throws {
        try await kind.withFreshDatabase(migrations: OpenMarketApp.migrations) { database in
            let repository = SQLItemRepository(database: database.sql, changes: DataChanges())
            let created = try await repository.create(try ItemFactory.newItem())
            let replacement = try ItemFactory.images(1)
            let changes = ItemChanges(
                price: 15000, discountedPrice: .some(nil), images: replacement.map(ImageChange.new))
            let updated = try #require(await repository.update(id: created.id, with: changes))
            #expect(updated.fields.title == created.fields.title)
            #expect(updated.fields.price == 15000)
            #expect(updated.fields.discountedPrice == nil)
            #expect(updated.images.map(\.names) == replacement.map(\.names))
            #expect(try await repository.imageFile(named: created.images[0].names.image, variant: .full) == nil)
            #expect(try await repository.update(id: created.id + 1000, with: ItemChanges(price: 1)) == nil)
            let unchanged = try #require(await repository.update(id: created.id, with: ItemChanges()))
            #expect(unchanged == updated)
        }
    }

    @Test("deleting returns the item and leaves no image behind", arguments: TestDatabase.available)
    func delete(database kind: TestDatabase) async throws {
        try await kind.withFreshDatabase(migrations: OpenMarketApp.migrations) { database in
            let repository = SQLItemRepository(database: database.sql, changes: DataChanges())
            let created = try await repository.create(try ItemFactory.newItem())
            #expect(try await repository.delete(id: created.id) == created)
            #expect(try await repository.item(id: created.id) == nil)
            #expect(try await repository.delete(id: created.id) == nil)
            #expect(try await rowCount(of: "item_images", in: database) == 0)
        }
    }

    @Test("a write that fails half-way leaves nothing behind", arguments: TestDatabase.available)
    func failedWriteLeavesNothing(database kind: TestDatabase) async throws {
        try await kind.withFreshDatabase(migrations: OpenMarketApp.migrations) { database in
            let repository = SQLItemRepository(database: database.sql, changes: DataChanges())
            let first = try await repository.create(try ItemFactory.newItem("First"))
            // Given a second item whose second image reuses a stored name: its insert fails late.
            var second = try ItemFactory.newItem("Second")
            second.images[1] = StoredImageUpload(second.images[1].processed, names: first.images[0].names)
            // When
            await #expect(throws: (any Error).self) { try await repository.create(second) }
            // Then
            #expect(try await itemCount(in: database) == 1)
            #expect(try await repository.page(1, size: 20, filter: ItemFilter()).map(\.fields.title) == ["First"])
        }
    }

    @Test("ids are never reused after a delete", arguments: TestDatabase.available)
    func idsNotReused(database kind: TestDatabase) async throws {
        try await kind.withFreshDatabase(migrations: OpenMarketApp.migrations) { database in
            let repository = SQLItemRepository(database: database.sql, changes: DataChanges())
            let first = try await repository.create(try ItemFactory.newItem("First", images: 1))
            _ = try await repository.delete(id: first.id)
            let second = try await repository.create(try ItemFactory.newItem("Second", images: 1))
            #expect(second.id > first.id)
        }
    }

    @Test(
        "every write bumps the catalogue version; an edit that changes nothing does not",
        arguments: TestDatabase.available)
    func catalogueVersion(database kind: TestDatabase) async throws {
        try await kind.withFreshDatabase(migrations: OpenMarketApp.migrations) { database in
            let repository = SQLItemRepository(database: database.sql, changes: DataChanges())
            let start = try await repository.catalogueVersion()
            let item = try await repository.create(try ItemFactory.newItem(images: 1))
            #expect(try await repository.catalogueVersion() == start + 1)
            _ = try await repository.update(id: item.id, with: ItemChanges())
            #expect(try await repository.catalogueVersion() == start + 1)
            _ = try await repository.update(id: item.id, with: ItemChanges(title: "New"))
            #expect(try await repository.catalogueVersion() == start + 2)
            _ = try await repository.delete(id: item.id)
            #expect(try await repository.catalogueVersion() == start + 3)
        }
    }

    @Test("migrations run once: a second start applies nothing", arguments: TestDatabase.available)
    func migrationsOnce(database kind: TestDatabase) async throws {
        try await kind.withFreshDatabase(migrations: OpenMarketApp.migrations) { database in
            let again = try await Migrator(database: database, migrations: OpenMarketMigrations.all).migrate()
            #expect(again.isEmpty)
        }
    }
}

/// How many rows `table` has.
private func rowCount(of table: String, in database: AppDatabase) async throws -> Int {
    try await database.sql.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "n").from(table)
        .first(decodingColumn: "n", as: Int.self) ?? 0
}

/// How many items there are.
private func itemCount(in database: AppDatabase) async throws -> Int {
    try await rowCount(of: "items", in: database)
}
