import Foundation
import Logging
import SQLKit
import Testing

@testable import ServerDatabase

@Suite("An in-memory database leaves nothing behind")
struct InMemoryDatabaseTests {
    @Test("Given an in-memory database that stored rows, when it closes, then no file of it is left on disk")
    func closingRemovesItsFiles() async throws {
        // Given an in-memory database that stored rows
        let database = try await AppDatabase.open(.sqliteInMemory, logger: Logger(label: "test"))
        try await database.sql.raw("CREATE TABLE notes (text TEXT NOT NULL)").run()
        try await database.sql.raw("INSERT INTO notes (text) VALUES ('kept while open')").run()
        let rows = try await database.sql.raw("SELECT text FROM notes").all()
        #expect(try rows.map { try $0.decode(column: "text", as: String.self) } == ["kept while open"])
        let file = try #require(database.temporaryFile)
        #expect(FileManager.default.fileExists(atPath: file.path))

        // When it closes
        try await database.close()

        // Then no file of it is left on disk
        for suffix in ["", "-wal", "-shm", "-journal"] {
            #expect(!FileManager.default.fileExists(atPath: file.path + suffix), "\(file.path + suffix) is left")
        }
    }

    @Test("Given a database in a file the user named, when it closes, then the file stays")
    func namedFilesStay() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("named-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("kept.sqlite").path

        let database = try await AppDatabase.open(.sqlite(path: path), logger: Logger(label: "test"))
        #expect(database.temporaryFile == nil)
        try await database.close()

        #expect(FileManager.default.fileExists(atPath: path))
    }
}
