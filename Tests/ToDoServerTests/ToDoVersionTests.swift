import Foundation
import SQLKit
import ServerTestSupport
import Testing

@testable import ServerSupport
@testable import ToDoServer

@Suite("The lists' change counter, which tells servers sharing a database that their kept /todo pages are old")
struct ToDoVersionTests {
    @Test(
        "Given lists written straight to the database, then every insert, update and delete raises the counter",
        arguments: TestDatabase.available)
    func everyChangeCounts(database: TestDatabase) async throws {
        try await database.withFreshDatabase(migrations: ToDoRoutes.migrations) { database in
            let counter = VersionCounter(table: "todo_version")
            let sql = database.sql
            #expect(try await counter.read(from: sql) == 0)
            // When another program inserts, changes and deletes lists, one statement each
            try await sql.raw(
                """
                INSERT INTO todo_lists (account_id, document, version, updated_at)
                VALUES ('a', '{}', 1, 0), ('b', '{}', 1, 0)
                """
            ).run()
            let afterInsert = try await counter.read(from: sql)
            try await sql.raw("UPDATE todo_lists SET version = version + 1 WHERE account_id = 'a'").run()
            let afterUpdate = try await counter.read(from: sql)
            try await sql.raw("DELETE FROM todo_lists WHERE account_id = 'b'").run()
            let afterDelete = try await counter.read(from: sql)
            // Then the counter rose with each (per row on SQLite, per statement on PostgreSQL)
            #expect(afterInsert > 0)
            #expect(afterUpdate > afterInsert)
            #expect(afterDelete > afterUpdate)
        }
    }
}
