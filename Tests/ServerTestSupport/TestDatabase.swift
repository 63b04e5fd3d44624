import Foundation
import Logging
import PostgresKit
import SQLKit
import Testing

@testable import ServerDatabase

/// The databases the storage tests run against: a real SQLite file always, and PostgreSQL when
/// `MYBIZ_TEST_POSTGRES_URL` names a server (`.ci/run` starts one).
package enum TestDatabase: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqlite = "SQLite"
    case postgres = "PostgreSQL"

    package var testDescription: String { rawValue }

    /// The kinds available here.
    package static var available: [TestDatabase] {
        postgresURL == nil ? [.sqlite] : [.sqlite, .postgres]
    }

    private static let logger: Logger = {
        var logger = Logger(label: "test-database")
        logger.logLevel = .warning
        return logger
    }()

    package static let postgresURL = ProcessInfo.processInfo.environment["MYBIZ_TEST_POSTGRES_URL"].flatMap {
        $0.isEmpty ? nil : $0
    }

    /// Runs `body` with a fresh, empty database of this kind brought up to date by `migrations`,
    /// removed afterwards.
    package func withFreshDatabase<T: Sendable>(
        migrations: [Migration], _ body: (AppDatabase) async throws -> T
    ) async throws -> T {
        try await withFreshStorage { configuration in
            try await Self.withDatabase(at: configuration) { database in
                try await Migrator(database: database, migrations: migrations).migrate()
                return try await body(database)
            }
        }
    }

    /// Runs `body` with its own connection pool to `storage`, closed afterwards — for preparing a
    /// database before a server starts on it, or looking inside one while it runs.
    package static func withDatabase<T: Sendable>(
        at storage: DatabaseConfiguration, timeout: Duration = .seconds(10), _ body: (AppDatabase) async throws -> T
    )
        async throws -> T
    {
        let database = try await AppDatabase.open(storage, timeout: timeout, logger: logger)
        do {
            let result = try await body(database)
            try await database.close()
            return result
        } catch {
            try? await database.close()
            throw error
        }
    }

    /// How long creating or dropping a test database may take: PostgreSQL copies a template and
    /// writes a checkpoint, which under a full test run's load can take longer than a request may.
    private static let adminTimeout: Duration = .seconds(60)

    /// Runs `body` with where a fresh, empty database of this kind is — a new SQLite file, or a new
    /// PostgreSQL database — and removes it afterwards.
    package func withFreshStorage<T: Sendable>(_ body: (DatabaseConfiguration) async throws -> T) async throws -> T {
        let name = "mybiz_test_\(UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: ""))"
        let configuration: DatabaseConfiguration
        let cleanUp: @Sendable () async throws -> Void
        switch self {
        case .sqlite:
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            configuration = .sqlite(path: folder.appendingPathComponent("mybiz.sqlite").path)
            cleanUp = { try? FileManager.default.removeItem(at: folder) }
        case .postgres:
            let adminURL = try #require(Self.postgresURL)
            try await Self.withDatabase(at: .postgres(url: adminURL), timeout: Self.adminTimeout) { admin in
                try await admin.sql.raw("CREATE DATABASE \(unsafeRaw: name)").run()
            }
            var components = try #require(URLComponents(string: adminURL))
            components.path = "/\(name)"
            configuration = .postgres(url: try #require(components.string))
            cleanUp = {
                try await Self.withDatabase(at: .postgres(url: adminURL), timeout: Self.adminTimeout) { admin in
                    try await admin.sql.raw("DROP DATABASE IF EXISTS \(unsafeRaw: name) WITH (FORCE)").run()
                }
            }
        }
        do {
            let result = try await body(configuration)
            try await cleanUp()
            return result
        } catch {
            try? await cleanUp()
            throw error
        }
    }
}
