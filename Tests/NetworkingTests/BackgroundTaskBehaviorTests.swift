import Foundation
import Locks
import Networking
import NetworkingTesting
import TestSupport
import Testing

/// Grants time that runs out before `begin` even returns: the system ends it at once.
private final class InstantlyExpiringTime: BackgroundTimeGranting {
    let begun = Locked(0)
    /// Grants ended by the code under test.
    let ended = Locked<[BackgroundGrant]>([])

    func begin(name: String, onExpiry: @escaping @Sendable () -> Void) async -> BackgroundGrant? {
        begun.withLock { $0 += 1 }
        onExpiry()
        return BackgroundGrant(id: 1)
    }

    func end(_ grant: BackgroundGrant) async {
        ended.withLock { $0.append(grant) }
    }
}

@Suite("BackgroundTaskBehavior: the app stays alive in the background while a request runs")
struct BackgroundTaskBehaviorTests {
    @Test("one grant per request, begun before it is sent and ended once when it succeeds, retries included")
    func oneGrantPerRequest() async throws {
        // Given a request that fails twice before it succeeds
        let time = RecordingBackgroundTime()
        let behavior = BackgroundTaskBehavior(granter: time)
        let transport = MockTransport([.status(503), .status(502), .status(204)])
        // When
        try await makeClient(transport, behavior: behavior).send(Request<Void>(path: "/retried"))
        // Then
        #expect(transport.requests.count == 3)
        #expect(time.begun.count == 1)
        #expect(time.ended == time.begun)
        #expect(time.begunNames.first?.hasPrefix("MyBiz request ") == true)
        #expect(behavior.running == 0)
    }

    @Test("a request that fails for good ends its grant once too")
    func failureEnds() async {
        let time = RecordingBackgroundTime()
        let transport = MockTransport([.status(404)])
        _ = await networkError {
            try await makeClient(transport, behavior: BackgroundTaskBehavior(granter: time))
                .send(Request<Void>(path: "/missing"))
        }
        #expect(time.begun.count == 1 && time.ended == time.begun)
    }

    @Test("time that runs out mid-request is ended by the system alone: the request's end gives nothing back")
    func expiry() async throws {
        // Given a request held at the server while its background time runs out
        let time = RecordingBackgroundTime()
        let behavior = BackgroundTaskBehavior(granter: time)
        let (arrived, signal) = AsyncStream.makeStream(of: Void.self)
        let gate = Latch()
        let transport = MockTransport(handler: { _ in
            signal.yield()
            await gate.wait()
            return MockResponse(status: 204)
        })
        let request = Task { try await makeClient(transport, behavior: behavior).send(Request<Void>(path: "/slow")) }
        for await _ in arrived { break }
        let grant = try #require(time.begun.first)
        #expect(behavior.running == 1)
        // When the system takes it back, and later the request ends
        time.expire(grant)
        #expect(behavior.running == 0)
        gate.open()
        try await request.value
        // Then it was ended once, by the expiry
        #expect(time.ended == [grant])
    }

    @Test("time that runs out while it is being granted is never given back, and a retry does not ask again")
    func expiryWhileAsking() async throws {
        let time = InstantlyExpiringTime()
        try await makeClient(
            MockTransport([.status(503), .status(204)]), behavior: BackgroundTaskBehavior(granter: time)
        )
        .send(Request<Void>(path: "/retried"))
        #expect(time.begun.withLock { $0 } == 1)
        #expect(time.ended.withLock { $0 }.isEmpty)
    }

    @Test("time that runs out between attempts is not asked for again by the retry")
    func expiryBetweenAttempts() async throws {
        let time = RecordingBackgroundTime()
        let attempts = Locked(0)
        let transport = MockTransport(handler: { _ in
            let attempt = attempts.withLock { count in
                count += 1
                return count
            }
            if attempt == 1, let grant = time.begun.first { time.expire(grant) }
            return MockResponse(status: attempt == 1 ? 503 : 204)
        })
        try await makeClient(transport, behavior: BackgroundTaskBehavior(granter: time))
            .send(Request<Void>(path: "/retried"))
        #expect(time.begun.count == 1)
        #expect(time.ended == time.begun, "ended once, by the expiry")
    }

    @Test("concurrent requests hold one grant each, and end their own")
    func concurrent() async throws {
        let time = RecordingBackgroundTime()
        let client = makeClient(
            MockTransport([.status(204), .status(204), .status(204)]), behavior: BackgroundTaskBehavior(granter: time))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for path in ["/a", "/b", "/c"] { group.addTask { try await client.send(Request<Void>(path: path)) } }
            try await group.waitForAll()
        }
        #expect(time.begun.count == 3)
        #expect(Set(time.ended) == Set(time.begun) && time.ended.count == 3)
    }

    @Test("without a grant the request goes ahead and nothing is ended")
    func noGrant() async throws {
        let time = RecordingBackgroundTime(grants: false)
        try await makeClient(MockTransport([.status(204)]), behavior: BackgroundTaskBehavior(granter: time))
            .send(Request<Void>(path: "/a"))
        #expect(time.begun.isEmpty && time.ended.isEmpty)
    }
}
