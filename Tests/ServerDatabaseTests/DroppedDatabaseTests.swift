import Foundation
import Logging
import SQLKit
import ServerTestSupport
import Testing

@testable import ServerDatabase

/// A database whose owner failed before `close` — a test that threw, a second server that never
/// started — must not take the process down with it: the pools' libraries stop the process when a
/// pool is freed open.
@Suite("A database dropped without close closes itself")
struct DroppedDatabaseTests {
    @Test(
        "Given an opened database that stored a row, when its last owner drops it, then its connections close",
        arguments: TestDatabase.available)
    func droppedAfterUse(kind: TestDatabase) async throws {
        try await kind.withFreshStorage { storage in
            // Given an opened database that stored a row
            var database: AppDatabase? = try await AppDatabase.open(storage, logger: Logger(label: "test"))
            try await database?.sql.raw("CREATE TABLE notes (text TEXT NOT NULL)").run()
            try await database?.sql.raw("INSERT INTO notes (text) VALUES ('kept')").run()
            #expect(try await Self.openConnections(to: storage) > 0)

            // When its last owner drops it
            database = nil

            // Then its connections close (and the process goes on: a pool freed open stops it)
            let deadline = ContinuousClock.now + .seconds(10)
            while try await Self.openConnections(to: storage) > 0, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(try await Self.openConnections(to: storage) == 0)
        }
    }

    @Test("Given an in-memory database dropped without close, then its file is removed soon after")
    func droppedInMemoryLeavesNothing() async throws {
        // Given an in-memory database that stored a row
        var database: AppDatabase? = try await AppDatabase.open(.sqliteInMemory, logger: Logger(label: "test"))
        try await database?.sql.raw("CREATE TABLE notes (text TEXT NOT NULL)").run()
        let file = try #require(database?.temporaryFile)
        #expect(FileManager.default.fileExists(atPath: file.path))

        // When it is dropped without close
        database = nil

        // Then its file is removed once its pool has closed
        let deadline = ContinuousClock.now + .seconds(10)
        while FileManager.default.fileExists(atPath: file.path), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(!FileManager.default.fileExists(atPath: file.path), "\(file.path) is left")
    }

    /// How many connections `storage` has open: PostgreSQL's own count (asked from its admin
    /// database), or for SQLite whether its write-ahead log is there — the last connection to close
    /// removes it.
    private static func openConnections(to storage: DatabaseConfiguration) async throws -> Int {
        switch storage {
        case .sqlite(let path):
            return FileManager.default.fileExists(atPath: path + "-wal") ? 1 : 0
        case .postgres(let url):
            let name = try #require(URLComponents(string: url)?.path.dropFirst())
            let admin = try #require(TestDatabase.postgresURL)
            return try await TestDatabase.withDatabase(at: .postgres(url: admin)) { database in
                try await database.sql.raw(
                    "SELECT count(*) AS open FROM pg_stat_activity WHERE datname = \(bind: String(name))"
                ).first(decodingColumn: "open", as: Int.self) ?? 0
            }
        case .sqliteInMemory:
            Issue.record("an in-memory database has no storage of its own to look at")
            return 0
        }
    }
}
