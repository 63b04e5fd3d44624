import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import SQLKit
import ServerTestSupport
import TestSupport
import Testing

@testable import MyBizServer
@testable import OpenMarketServer
@testable import Server
@testable import ServerDatabase

@Suite("What the database leaves behind: logs without bound values, files only their owner reads")
struct DatabaseFilesAndLogsTests {
    @Test(
        "at trace level, statements are logged with placeholders; no hash or token ever appears",
        arguments: TestDatabase.available)
    func logsRedactValues(database: TestDatabase) async throws {
        try await database.withFreshStorage { storage in
            let records = LogRecords()
            var logger = Logger(label: "test") { _ in RecordingLogHandler(records: records) }
            logger.logLevel = .trace
            let opened = try await AppDatabase.open(storage, logger: logger)
            do {
                try await Migrator(database: opened, migrations: MyBizMigrations.all).migrate()
                let accounts = SQLAccountRepository(database: opened.sql)
                let account = Account(id: UUID(), username: "secret-user@example.com", name: "S", role: .member)
                _ = try await accounts.create(account, passwordHash: "PASSWORD-HASH-31337", at: Date())
                try await accounts.storeToken(
                    hash: "TOKEN-HASH-4242", kind: .apiToken, for: account.id, createdAt: Date(),
                    expiresAt: Date().addingTimeInterval(60))
                _ = try await accounts.grant(tokenHash: "TOKEN-HASH-4242", kind: .apiToken, at: Date())
                _ = try await accounts.account(username: "secret-user@example.com")
                try await opened.close()
            } catch {
                try? await opened.close()
                throw error
            }
            let lines = records.all
            #expect(lines.contains { $0.contains("Executing query") && $0.contains("INSERT INTO") })
            for secret in ["PASSWORD-HASH-31337", "TOKEN-HASH-4242", "secret-user@example.com"] {
                #expect(!lines.contains { $0.contains(secret) }, "\(secret) was logged")
            }
        }
    }

    @Test("a new SQLite database, its log and its index are readable by their owner only")
    func newFilesPrivate() async throws {
        try await TestDatabase.sqlite.withFreshStorage { storage in
            guard case .sqlite(let path) = storage else { return }
            try await OpenMarketApp.app(on: storage).test(.router) { client in
                #expect(try await client.get("/items/1").status == .ok)
                for file in DatabaseFiles.paths(of: path) {
                    let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
                    #expect(mode == 0o600, "\(file) is \(String(mode ?? 0, radix: 8))")
                }
            }
        }
    }

    @Test("an existing database readable by others is made private when the server starts")
    func existingFileTightened() async throws {
        try await TestDatabase.sqlite.withFreshStorage { storage in
            guard case .sqlite(let path) = storage else { return }
            try await OpenMarketApp.app(on: storage).test(.router) { _ in }
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
            try await OpenMarketApp.app(on: storage).test(.router) { _ in }
            let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(mode == 0o600)
        }
    }
}
