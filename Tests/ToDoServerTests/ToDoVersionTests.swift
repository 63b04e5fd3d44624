import Foundation
import SQLKit
import ServerTestSupport
import Testing

@testable import ServerDatabase
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
            // And an update that lost its race and an insert that found the list there change nothing
            try await sql.raw("UPDATE todo_lists SET version = 9 WHERE account_id = 'a' AND version = 1").run()
            try await sql.raw(
                """
                INSERT INTO todo_lists (account_id, document, version, updated_at) VALUES ('a', '{}', 1, 0)
                ON CONFLICT (account_id) DO NOTHING
                """
            ).run()
            let afterNothing = try await counter.read(from: sql)
            // Then the counter rose with each change, and not with what changed nothing
            #expect(afterInsert == 2)
            #expect(afterUpdate == 3)
            #expect(afterDelete == 4)
            #expect(afterNothing == 4)
        }
    }
}
