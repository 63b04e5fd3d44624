import Foundation
import Locks
import Logging
import Networking
import NetworkingTesting
import TestSupport
import Testing

@Suite("The shipped behaviours")
struct BehaviorTests {
    @Test("AuthTokenHeaderBehavior sends the bearer token the source gives")
    func bearerToken() async throws {
        let transport = MockTransport([.status(204)])
        let client = makeClient(transport, behavior: AuthTokenHeaderBehavior(token: { "abc123" }))
        try await client.send(Request<Void>(path: "/api/users/me"))
        #expect(transport.requests.first?.header("Authorization") == "Bearer abc123")
    }

    @Test("AuthTokenHeaderBehavior sends no Authorization header without a token")
    func noToken() async throws {
        let transport = MockTransport([.status(204)])
        try await makeClient(transport, behavior: AuthTokenHeaderBehavior(token: { nil }))
            .send(Request<Void>(path: "/api/users/login"))
        #expect(transport.requests.first?.header("Authorization") == nil)
    }

    @Test("AuthTokenHeaderBehavior asks again on every attempt, so a refreshed token is used on the retry")
    func tokenRefreshedBetweenAttempts() async throws {
        let tokens = Locked(["first", "second"])
        let behavior = AuthTokenHeaderBehavior(token: { tokens.withLock { $0.removeFirst() } })
        let transport = MockTransport([.status(503), .status(204)])
        try await makeClient(transport, behavior: behavior).send(Request<Void>(path: "/x"))
        #expect(transport.requests.map { $0.header("Authorization") } == ["Bearer first", "Bearer second"])
    }

    @Test("RequestCounter counts a retried request once and returns to zero")
    func counterCountsRequests() async throws {
        let changes = Locked<[Int]>([])
        let counter = RequestCounter(onChange: { count in changes.withLock { $0.append(count) } })
        let transport = MockTransport([.status(503), .status(502), .status(204), .status(404)])
        let client = makeClient(transport, behavior: counter)
        try await client.send(Request<Void>(path: "/retried"))
        _ = await networkError { try await client.send(Request<Void>(path: "/missing")) }
        #expect(changes.withLock { $0 } == [1, 0, 1, 0])
        #expect(counter.inFlight == 0)
        #expect(counter.started == 2)
    }

    @Test("RequestCounter sees concurrent requests in flight together")
    func counterConcurrent() async throws {
        let counter = RequestCounter()
        let (arrived, signal) = AsyncStream.makeStream(of: Void.self)
        let gate = Latch()
        let transport = MockTransport(handler: { _ in
            signal.yield()
            await gate.wait()
            return MockResponse(status: 204)
        })
        let client = makeClient(transport, behavior: counter)
        async let first: Void = client.send(Request<Void>(path: "/a"))
        async let second: Void = client.send(Request<Void>(path: "/b"))
        var seen = 0
        for await _ in arrived {
            seen += 1
            if seen == 2 { break }
        }
        #expect(counter.inFlight == 2)
        gate.open()
        _ = try await (first, second)
        #expect(counter.inFlight == 0)
    }

    @Test("the logging behaviour logs each request and never an Authorization value, even at trace level")
    func loggingRedactsCredentials() async throws {
        let records = LogRecords()
        var logger = Logger(label: "test", factory: { _ in RecordingLogHandler(records: records) })
        logger.logLevel = .trace
        let transport = MockTransport([.status(401, body: Data("no".utf8)), .status(200, body: Data("{}".utf8))])
        let client = makeClient(
            transport,
            behavior: CombinedRequestBehavior(behaviors: [
                AuthTokenHeaderBehavior(token: { "s3cr3t-token" }), LoggingRequestBehavior(logger: logger),
            ]))
        _ = await networkError {
            try await client.send(Request<Void>(path: "/login", headers: ["Authorization": "Basic dXNlcjpodW50ZXIy"]))
        }
        try await client.send(Request<Void>(path: "/me", headers: ["Cookie": "session=abc"]))

        let text = records.all.joined(separator: "\n")
        #expect(records.all.count == 4)
        #expect(text.contains("→ GET https://api.example.com/v1/login"))
        #expect(
            text.contains("✗ GET https://api.example.com/v1/login failed: The server answered with status 401: no."))
        #expect(text.contains("← 200 GET https://api.example.com/v1/me in"))
        #expect(text.contains("Authorization: <redacted>"))
        #expect(text.contains("Cookie: <redacted>"))
        #expect(!text.contains("dXNlcjpodW50ZXIy"))
        #expect(!text.contains("s3cr3t-token"))
        #expect(!text.contains("session=abc"))
    }

    @Test("the logging behaviour hides a password in the URL")
    func loggingRedactsURLPassword() async throws {
        let records = LogRecords()
        let logger = Logger(label: "test", factory: { _ in RecordingLogHandler(records: records) })
        let client = NetworkClient(
            baseURL: URL(string: "https://ann:hunter2@example.com")!, transport: MockTransport([.status(204)]),
            behavior: LoggingRequestBehavior(logger: logger), clock: ImmediateClock())
        try await client.send(Request<Void>(path: "/x"))
        let text = records.all.joined(separator: "\n")
        #expect(text.contains("GET https://ann:%3Credacted%3E@example.com/x"))
        #expect(!text.contains("hunter2"))
    }
}
