import Foundation
import Hummingbird
import HummingbirdTesting
import OpenMarketAPI
import SQLKit
import ServerDatabase
import ServerTestSupport
import TestSupport
import Testing

@testable import MyBizServer
@testable import OpenMarketServer
@testable import Server

@Suite("A database that is stopped, frozen or locked: 503 with Retry-After within a bounded time")
struct DatabaseUnavailableTests {
    /// Registers an item, or answers why not.
    static func register(_ client: any TestClientProtocol) async throws -> TestResponse {
        try await client.send(RawMultipart.registration(images: [try ImageFixtures.jpeg]))
    }

    /// Expects a 503 with the API's sentence and Retry-After.
    static func expectUnavailable(_ response: TestResponse) {
        #expect(response.status == .serviceUnavailable)
        #expect(response.headers[.retryAfter] == "5")
        #expect(response.errorReason == "The database is not available right now; try again in a few seconds.")
    }

    /// Runs `test` against the app on a fresh PostgreSQL database reached through a proxy the test
    /// can freeze or close, with a one-second database time limit.
    static func withProxiedPostgres(
        _ test: @escaping @Sendable (FreezableProxy, any TestClientProtocol) async throws -> Void
    ) async throws {
        try await TestDatabase.postgres.withFreshStorage { storage in
            guard case .postgres(let url) = storage, var components = URLComponents(string: url) else { return }
            let proxy = try await FreezableProxy(to: components.host ?? "127.0.0.1", port: components.port ?? 5432)
            components.port = proxy.port
            let app = try await OpenMarketApp.app(
                on: .postgres(url: try #require(components.string)), cacheRecheckInterval: .zero,
                databaseTimeout: .seconds(1))
            try await app.test(.router) { client in try await test(proxy, client) }
            try? await proxy.close()
        }
    }

    @Test(
        "a frozen PostgreSQL costs a request the time limit, not forever; thawed, it serves again",
        .enabled(if: TestDatabase.postgresURL != nil))
    func frozenPostgres() async throws {
        try await Self.withProxiedPostgres { proxy, client in
            #expect(try await Self.register(client).status == .ok)
            // When the database freezes
            proxy.freeze()
            let start = ContinuousClock.now
            let read = try await client.get("/items/1")
            let write = try await Self.register(client)
            // Then each request is answered 503 within a few seconds
            Self.expectUnavailable(read)
            Self.expectUnavailable(write)
            #expect(ContinuousClock.now - start < .seconds(8))
            // And once it thaws, the server answers again
            proxy.thaw()
            var page: TestResponse?
            for _ in 0..<50 {
                page = try await client.get("/items/1")
                if page?.status == .ok { break }
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(try page?.decoded(ItemPage.self).items.count == 1, "the write that timed out is rolled back")
        }
    }

    @Test(
        "at start-up a database that answers only after a while is waited for, longer than a request waits",
        .enabled(if: TestDatabase.postgresURL != nil))
    func slowDatabaseAtStartUp() async throws {
        try await TestDatabase.postgres.withFreshStorage { storage in
            guard case .postgres(let url) = storage, var components = URLComponents(string: url) else { return }
            // Given a database that does not answer for its first 2.5 s, and a request limit of 1 s
            let proxy = try await FreezableProxy(to: components.host ?? "127.0.0.1", port: components.port ?? 5432)
            components.port = proxy.port
            proxy.freeze()
            let thaw = Task {
                try await Task.sleep(for: .milliseconds(2_500))
                proxy.thaw()
            }
            // When the server starts
            let app = try await OpenMarketApp.app(
                on: .postgres(url: try #require(components.string)), databaseTimeout: .seconds(1))
            // Then it waits, and serves once the database answers
            let status = try await app.test(.router) { client in try await client.get("/items/1").status }
            #expect(status == .ok)
            try await thaw.value
            try? await proxy.close()
        }
    }

    @Test("a stopped PostgreSQL is 503 at once", .enabled(if: TestDatabase.postgresURL != nil))
    func stoppedPostgres() async throws {
        try await Self.withProxiedPostgres { proxy, client in
            #expect(try await client.get("/items/1").status == .ok)
            try await proxy.close()
            let start = ContinuousClock.now
            Self.expectUnavailable(try await client.get("/items/1"))
            Self.expectUnavailable(try await Self.register(client))
            #expect(ContinuousClock.now - start < .seconds(8))
        }
    }

    @Test("an SQLite file locked by another writer longer than a write may wait is 503, and nothing is stored")
    func lockedSQLite() async throws {
        try await TestDatabase.sqlite.withFreshStorage { storage in
            let app = try await OpenMarketApp.app(on: storage, databaseTimeout: .seconds(1))
            try await app.test(.router) { client in
                // Given another program holding the write lock
                let (locked, lockTaken) = AsyncStream.makeStream(of: Void.self)
                let (release, releaseLock) = AsyncStream.makeStream(of: Void.self)
                let holder = Task {
                    try await TestDatabase.withDatabase(at: storage) { database in
                        try await database.sql.withSession { session in
                            try await session.raw("BEGIN EXCLUSIVE").run()
                            lockTaken.yield()
                            for await _ in release { break }
                            try await session.raw("ROLLBACK").run()
                        }
                    }
                }
                for await _ in locked { break }
                // When a write comes
                let start = ContinuousClock.now
                let blocked = try await Self.register(client)
                // Then it is 503 after about the time limit (the bound is loose: the request also
                // processes its photos, slow in a debug build beside the whole suite; without the
                // limit it would wait for the lock as long as it is held)
                Self.expectUnavailable(blocked)
                #expect(ContinuousClock.now - start < .seconds(15))
                releaseLock.yield()
                try await holder.value
                #expect(try await client.get("/items/1").decoded(ItemPage.self).items.isEmpty)
                #expect(try await Self.register(client).status == .ok)
            }
        }
    }
}
