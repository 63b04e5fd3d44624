import Foundation
import Hummingbird
import HummingbirdTesting
import ServerDatabase
import ServerTestSupport
import TestSupport
import Testing

@testable import Server

@Suite("/ready says whether an instance can serve; /health only that it runs")
struct ReadinessTests {
    @Test("with its database answering, /ready is 200 ready", arguments: TestDatabase.available)
    func ready(database: TestDatabase) async throws {
        try await database.withFreshStorage { storage in
            try await OpenMarketApp.app(on: storage).test(.router) { client in
                let ready = try await client.get("/ready")
                #expect(ready.status == .ok && ready.text == #"{"status":"ready"}"#)
            }
        }
    }

    @Test(
        "with its database frozen, /ready is 503 within its own limit while /health stays 200",
        .enabled(if: TestDatabase.postgresURL != nil))
    func frozen() async throws {
        try await TestDatabase.postgres.withFreshStorage { storage in
            guard case .postgres(let url) = storage, var components = URLComponents(string: url) else { return }
            let proxy = try await FreezableProxy(to: components.host ?? "127.0.0.1", port: components.port ?? 5432)
            components.port = proxy.port
            // Given an instance whose statements may take 30 s
            let app = try await OpenMarketApp.app(
                on: .postgres(url: try #require(components.string)), databaseTimeout: .seconds(30))
            try await app.test(.router) { client in
                #expect(try await client.get("/ready").status == .ok)
                // When its database stops answering (each pooled connection may still get one answer
                // through: the proxy has a read outstanding on it)
                proxy.freeze()
                var (ready, started) = (try await client.get("/ready"), ContinuousClock.now)
                for _ in 0..<20 where ready.status == .ok {
                    started = ContinuousClock.now
                    ready = try await client.get("/ready")
                }
                // Then /ready says so after its own 2 s, not the statements' 30 s; /health still answers
                #expect(
                    ready.status == .serviceUnavailable && ready.headers[.retryAfter] == "5",
                    "\(ready.status) \(ready.text)")
                #expect(ready.errorReason == "The database does not answer; this instance cannot serve right now.")
                #expect(ContinuousClock.now - started < .seconds(15))
                #expect(try await client.get("/health").status == .ok)
                proxy.thaw()
            }
            try? await proxy.close()
        }
    }
}
