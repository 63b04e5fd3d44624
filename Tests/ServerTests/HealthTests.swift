import Foundation
import Hummingbird
import HummingbirdTesting
import Locks
import Logging
import Server
import ServerDatabase
import ServerTestSupport
import Testing

@Suite("GET /health")
struct HealthTests {
    @Test("answers 200 with a JSON status")
    func healthIsOK() async throws {
        // Given
        let app = try await buildApplication(
            configuration: ServerConfiguration(logLevel: .error, database: .sqliteInMemory, demoData: false))
        // When / Then
        try await app.test(.router) { client in
            try await client.execute(uri: "/health", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                #expect(String(buffer: response.body) == #"{"status":"ok"}"#)
            }
        }
    }

    @Test("answers on a real socket, and reports the port it got")
    func healthOnRealSocket() async throws {
        let reported = PortBox()
        let app = try await buildApplication(
            configuration: ServerConfiguration(
                port: 0, logLevel: .error, database: .sqliteInMemory, demoData: false,
                onServerRunning: { reported.set($0) }))
        try await app.test(.live) { client in
            try await client.execute(uri: "/health", method: .get) { response in
                #expect(response.status == .ok)
            }
            #expect(reported.value == client.port)
        }
    }
}

/// The port the server reported, written from its start-up task.
private final class PortBox: Sendable {
    private let port = Locked<Int?>(nil)
    func set(_ value: Int) { port.withLock { $0 = value } }
    var value: Int? { port.withLock { $0 } }
}
