import Foundation
import MyBizAPI
import SQLKit
import ServerTestSupport
import Testing

@testable import MyBizServer
@testable import ServerDatabase

@Suite("MyBiz migrations")
struct MyBizMigrationTests {
    @Test(
        "111 keeps orders that share a number as they are; afterwards a number is taken once, whatever its case",
        arguments: TestDatabase.available)
    func purchaseOrderNumbers(database: TestDatabase) async throws {
        try await database.withFreshStorage { storage in
            try await TestDatabase.withDatabase(at: storage) { database in
                // Given two orders numbered alike, stored before 111
                let before = MyBizMigrations.all.filter { $0.version < 111 }
                try await Migrator(database: database, migrations: before).migrate()
                for (id, number, date) in [("A", "PO-7", 1.0), ("B", "po-7", 2.0)] {
                    try await database.sql.insert(into: "purchase_orders")
                        .columns("id", "po_number", "purchaser_id", "purchase_date")
                        .values(
                            SQLBind("0000000\(id)-0000-4000-8000-000000000000"), SQLBind(number),
                            SQLBind(UUID().uuidString), SQLBind(date)
                        )
                        .run()
                }
                // When 111 runs
                let applied = try await Migrator(
                    database: database, migrations: MyBizMigrations.all
                ).migrate()
                // Then both orders are there with their numbers
                #expect(applied.first == 111)
                let repository = SQLPurchaseRepository(database: database.sql, changes: DataChanges())
                #expect(Set(try await repository.orders().map(\.poNumber)) == ["PO-7", "po-7"])
                // And a new order under that number, or another case of it, is refused; another number is not
                let order = { (number: String) in
                    PurchaseOrder(
                        id: UUID(), poNumber: number, comment: nil, purchaser: UUID(), purchaseDate: Date(),
                        dueDate: nil, purchases: [])
                }
                await #expect(throws: PurchaseOrderNumberTaken.self) { try await repository.create(order("Po-7")) }
                try await repository.create(order("PO-8"))
                #expect(try await repository.orders().count == 3)
            }
        }
    }

    @Test(
        "servers starting at once on one new database migrate it once between them", arguments: TestDatabase.available)
    func concurrentStarts(database: TestDatabase) async throws {
        try await database.withFreshStorage { storage in
            try await TestDatabase.withDatabase(at: storage) { first in
                try await TestDatabase.withDatabase(at: storage) { second in
                    let migrations = MyBizMigrations.all
                    async let one = Migrator(database: first, migrations: migrations).migrate()
                    async let two = Migrator(database: second, migrations: migrations).migrate()
                    let (a, b) = try await (one, two)
                    #expect((a + b).sorted() == migrations.map(\.version).sorted())
                }
            }
        }
    }

    @Test(
        "115 folds usernames by width and case; of two accounts that now fold alike the older keeps the key",
        arguments: TestDatabase.available)
    func usernameWidth(database: TestDatabase) async throws {
        try await database.withFreshStorage { storage in
            try await TestDatabase.withDatabase(at: storage) { database in
                // Given two accounts one full-width letter apart, stored before 115
                let before = MyBizMigrations.all.filter { $0.version < 115 }
                try await Migrator(database: database, migrations: before).migrate()
                let accounts = SQLAccountRepository(database: database.sql)
                let older = Account(id: UUID(), username: "agent@shield.org", name: "Older", role: .member)
                let later = Account(id: UUID(), username: "Ａgent@shield.org", name: "Later", role: .member)
                let tabbed = Account(id: UUID(), username: "tab\there@example.com", name: "Tabbed", role: .member)
                for (account, date) in [(older, 1.0), (later, 2.0), (tabbed, 3.0)] {
                    try await database.sql.insert(into: "users")
                        .columns("id", "username", "name", "role", "username_key", "password_hash", "created_at")
                        .values(
                            SQLBind(account.id.uuidString), SQLBind(account.username), SQLBind(account.name),
                            SQLBind("member"), SQLBind(CaseFoldedKey.of(account.username)), SQLBind("hash"),
                            SQLBind(date)
                        )
                        .run()
                }
                // When 115 runs
                try await Migrator(database: database, migrations: MyBizMigrations.all).migrate()
                // Then each still logs in by its exact spelling, a folded spelling finds the older, and
                // no third twin can be made
                #expect(try await accounts.account(username: "agent@shield.org")?.account.id == older.id)
                #expect(try await accounts.account(username: "Ａgent@shield.org")?.account.id == later.id)
                #expect(try await accounts.account(username: "ＡGENT@shield.org")?.account.id == older.id)
                let third = Account(id: UUID(), username: "AGENT@SHIELD.ORG", name: "Third", role: .member)
                #expect(try await accounts.create(third, passwordHash: "hash", at: Date()) == nil)
                // And an account made before control characters were refused still logs in by its spelling
                #expect(try await accounts.account(exactUsername: "tab\there@example.com")?.account.id == tabbed.id)
            }
        }
    }
}
