import Foundation
import Networking
import NetworkingTesting
import TestSupport
import Testing

@Suite("Retries through the client")
struct ClientRetryTests {
    let clock = ImmediateClock()

    @Test("a GET answered 503 then 200 succeeds on the second attempt after the backoff")
    func getRetriedAfter503() async throws {
        // Given
        let transport = MockTransport([.status(503), .json(lamp)])
        // When
        let thing = try await makeClient(transport, clock: clock).send(Request<Thing>(path: "/things/1"))
        // Then
        #expect(thing == lamp)
        #expect(transport.requests.count == 2)
        #expect(clock.sleeps == [.milliseconds(500)])
    }

    @Test("a POST is never retried, even after a 503 or a lost connection")
    func postNeverRetried() async throws {
        let transport = MockTransport([.status(503), .json(lamp)])
        let error = await networkError {
            _ = try await makeClient(transport, clock: clock).send(
                Request<Thing>(method: .post, path: "/things", body: .json(lamp)))
        }
        #expect(error?.statusCode == 503)
        #expect(transport.requests.count == 1)

        let dropped = MockTransport([.failure(URLError(.networkConnectionLost)), .json(lamp)])
        let transportError = await networkError {
            _ = try await makeClient(dropped, clock: clock).send(
                Request<Thing>(method: .post, path: "/things", body: .json(lamp)))
        }
        guard case .transport = transportError else {
            Issue.record("expected .transport, got \(String(describing: transportError))")
            return
        }
        #expect(dropped.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("at most 3 attempts, with doubling backoff, then the last status is thrown")
    func threeAttemptsThenFail() async throws {
        let transport = MockTransport([.status(500), .status(502), .status(504, body: Data("gateway".utf8))])
        let error = await networkError {
            try await makeClient(transport, clock: clock).send(Request<Void>(method: .delete, path: "/things/1"))
        }
        guard case .status(let code, let body) = error else {
            Issue.record("expected .status, got \(String(describing: error))")
            return
        }
        #expect(code == 504)
        #expect(body == Data("gateway".utf8))
        #expect(transport.requests.count == 3)
        #expect(clock.sleeps == [.milliseconds(500), .seconds(1)])
    }

    @Test("Retry-After decides the wait")
    func retryAfterHonoured() async throws {
        let transport = MockTransport([.status(429, headers: ["Retry-After": "2"]), .json(lamp)])
        _ = try await makeClient(transport, clock: clock).send(Request<Thing>(path: "/things/1"))
        #expect(clock.sleeps == [.seconds(2)])
    }

    @Test("a transport failure of a GET is retried")
    func transportFailureRetried() async throws {
        let transport = MockTransport([.failure(URLError(.timedOut)), .json(lamp)])
        let thing = try await makeClient(transport, clock: clock).send(Request<Thing>(path: "/things/1"))
        #expect(thing == lamp)
        #expect(transport.requests.count == 2)
    }

    @Test("a 404 is not retried")
    func notFoundNotRetried() async throws {
        let transport = MockTransport([.status(404)])
        let error = await networkError {
            _ = try await makeClient(transport, clock: clock).send(Request<Thing>(path: "/x"))
        }
        #expect(error?.statusCode == 404)
        #expect(transport.requests.count == 1)
    }

    @Test("a decoding failure is not retried")
    func decodingNotRetried() async throws {
        let transport = MockTransport([.status(200, body: Data("{}".utf8))])
        let error = await networkError {
            _ = try await makeClient(transport, clock: clock).send(Request<Thing>(path: "/x"))
        }
        guard case .decoding = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
        #expect(transport.requests.count == 1)
    }

    @Test("RetryPolicy.none makes exactly one attempt")
    func noRetries() async throws {
        let transport = MockTransport([.status(503)])
        _ = await networkError {
            _ = try await makeClient(transport, retryPolicy: .none, clock: clock).send(Request<Thing>(path: "/x"))
        }
        #expect(transport.requests.count == 1)
    }
}
