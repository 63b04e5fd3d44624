import Foundation
import Logging
import MyBizAPI
import SQLKit
import Testing

@testable import MyBizServer
@testable import Server
@testable import ServerDatabase

@Suite("mybiz make-admin: the operator's way back to an administrator, with no SQL")
struct MakeAdminCommandTests {
    /// A fixture database in a folder of its own, removed afterwards.
    private static func withFixture(_ body: (String) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mybiz-make-admin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("mybiz.sqlite").path
        try await FixtureDatabase.make(at: path)
        try await body(path)
    }

    /// Every account in the database at `path`.
    private static func accounts(at path: String) async throws -> [AccountSummary] {
        var logger = Logger(label: "make-admin-test")
        logger.logLevel = .critical
        let database = try await AppDatabase.open(.sqlite(path: path), logger: logger)
        defer { Task { try? await database.close() } }
        return try await SQLAccountRepository(database: database.sql).all()
    }

    @Test("Given no enabled administrator, then make-admin makes one of a member, by any width or case of its name")
    func restores() async throws {
        try await Self.withFixture { path in
            // Given the only administrator disabled by a hand edit
            var logger = Logger(label: "make-admin-test")
            logger.logLevel = .critical
            let database = try await AppDatabase.open(.sqlite(path: path), logger: logger)
            try await database.sql.update("users").set("disabled_at", to: 1.0).where("role", .equal, "admin").run()
            try await database.close()
            // When the operator makes the member an administrator, naming it in capitals
            let mybiz = try MyBizProcess(["make-admin", "AGENT@shield.org", "--database", path])
            // Then it says so, and the member is an enabled administrator
            #expect(try await mybiz.waitForExit() == 0, "\(mybiz.standardError)")
            #expect(mybiz.standardOutput.contains("agent@shield.org"))
            #expect(mybiz.standardOutput.contains("is now an administrator"))
            let agent = try #require(try await Self.accounts(at: path).first { $0.username == "agent@shield.org" })
            #expect(agent.role == .admin && !agent.disabled)
            // And a disabled administrator is enabled again
            let admin = try MyBizProcess(["make-admin", "admin@mybiz.example", "--database", path])
            #expect(try await admin.waitForExit() == 0)
            #expect(admin.standardOutput.contains("is enabled again"))
            // And asking again changes nothing and says so
            let again = try MyBizProcess(["make-admin", "agent@shield.org", "--database", path])
            #expect(try await again.waitForExit() == 0)
            #expect(again.standardOutput.contains("is an administrator already; nothing changed"))
            #expect(try await Self.accounts(at: path).filter { $0.role == .admin && !$0.disabled }.count == 2)
        }
    }

    @Test("Given a username no account has, then it is one sentence and exit 1, and nothing changes")
    func unknown() async throws {
        try await Self.withFixture { path in
            let before = try await Self.accounts(at: path)
            let mybiz = try MyBizProcess(["make-admin", "nobody@example.com", "--database", path])
            #expect(try await mybiz.waitForExit() == 1)
            #expect(mybiz.standardError == "There is no account nobody@example.com in SQLite file \(path).\n")
            #expect(try await Self.accounts(at: path) == before)
        }
    }

    @Test("Given a database file that is not there, then it is one sentence and exit 1, and no file is made")
    func noDatabase() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mybiz-none-\(UUID().uuidString).sqlite"
        )
        .path
        let mybiz = try MyBizProcess(["make-admin", "agent@shield.org", "--database", path])
        #expect(try await mybiz.waitForExit() == 1)
        #expect(mybiz.standardError.contains("There is no database at \(path)"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("Given a database that is not a server's, or not brought up to date, then it changes nothing and says so")
    func notTheServersDatabase() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mybiz-not-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var logger = Logger(label: "make-admin-test")
        logger.logLevel = .critical
        // Given an SQLite file of something else
        let other = folder.appendingPathComponent("notes.sqlite").path
        let notes = try await AppDatabase.open(.sqlite(path: other), logger: logger)
        try await notes.sql.raw("CREATE TABLE notes (text TEXT)").run()
        try await notes.close()
        let mybiz = try MyBizProcess(["make-admin", "agent@shield.org", "--database", other])
        #expect(try await mybiz.waitForExit() == 1)
        #expect(
            mybiz.standardError
                == "SQLite file \(other) holds no MyBiz server's data; name the server's with --database or DATABASE_URL.\n"
        )
        // And a server's database an older version left
        let older = folder.appendingPathComponent("older.sqlite").path
        let database = try await AppDatabase.open(.sqlite(path: older), logger: logger)
        try await Migrator(database: database, migrations: ServerMigrations.all.filter { $0.version != 115 }).migrate()
        try await database.close()
        let stale = try MyBizProcess(["make-admin", "agent@shield.org", "--database", older])
        #expect(try await stale.waitForExit() == 1)
        #expect(stale.standardError.contains("is not up to date for this version of mybiz"))
    }
}
