import Foundation
import Networking
import NetworkingTesting
import TestSupport
import Testing

@Suite("Hook order")
struct HookOrderTests {
    let log = HookLog()

    @Test("the client's behaviour runs before the request's, and afterSuccess runs once after decoding")
    func clientBeforeRequestOnSuccess() async throws {
        // Given
        let transport = MockTransport([.json(lamp)])
        let client = makeClient(transport, behavior: RecordingBehavior(name: "client", log: log))
        // When
        let thing = try await client.send(
            Request<Thing>(path: "/things/1"), with: RecordingBehavior(name: "request", log: log))
        // Then
        #expect(thing == lamp)
        #expect(
            log.all == [
                "client.beforeSend#1", "request.beforeSend#1",
                "client.afterSuccess(200)", "request.afterSuccess(200)",
            ])
    }

    @Test("beforeSend runs on every attempt and afterFailure runs once, after the last")
    func beforeSendEveryAttemptAfterFailureOnce() async throws {
        let transport = MockTransport([.status(503), .status(502), .status(500)])
        let client = makeClient(transport, behavior: RecordingBehavior(name: "client", log: log))
        let error = await networkError {
            _ = try await client.send(
                Request<Thing>(path: "/things/1"), with: RecordingBehavior(name: "request", log: log))
        }
        #expect(error?.statusCode == 500)
        #expect(
            log.all == [
                "client.beforeSend#1", "request.beforeSend#1",
                "client.beforeSend#2", "request.beforeSend#2",
                "client.beforeSend#3", "request.beforeSend#3",
                "client.afterFailure(500)", "request.afterFailure(500)",
            ])
    }

    @Test("a retry that succeeds calls afterSuccess once and afterFailure never")
    func retryThenSuccess() async throws {
        let transport = MockTransport([.failure(URLError(.networkConnectionLost)), .json(lamp)])
        let client = makeClient(transport, behavior: RecordingBehavior(name: "client", log: log))
        _ = try await client.send(Request<Thing>(path: "/things/1"))
        #expect(log.all == ["client.beforeSend#1", "client.beforeSend#2", "client.afterSuccess(200)"])
    }

    @Test("a beforeSend that throws stops the request: nothing is sent and afterFailure runs once")
    func beforeSendRefuses() async throws {
        let transport = MockTransport([.json(lamp)])
        let client = makeClient(transport, behavior: RecordingBehavior(name: "client", log: log))
        let error = await networkError {
            _ = try await client.send(Request<Thing>(path: "/things/1"), with: RefusingBehavior())
        }
        guard case .rejectedByBehavior(let underlying) = error else {
            Issue.record("expected .rejectedByBehavior, got \(String(describing: error))")
            return
        }
        #expect(underlying is RefusingBehavior.NotLoggedIn)
        #expect(transport.requests.isEmpty)
        #expect(log.all == ["client.beforeSend#1", "client.afterFailure(no status)"])
    }

    @Test("a decoding failure is reported to afterFailure, not afterSuccess")
    func decodingFailureIsAFailure() async throws {
        let transport = MockTransport([.status(200, body: Data("not json".utf8))])
        let client = makeClient(transport, behavior: RecordingBehavior(name: "client", log: log))
        _ = await networkError { _ = try await client.send(Request<Thing>(path: "/things/1")) }
        #expect(log.all == ["client.beforeSend#1", "client.afterFailure(no status)"])
    }

    @Test("hooks see the request's context: id, method, URL and attempt")
    func contextDuringHooks() async throws {
        struct ContextProbe: RequestBehavior {
            let seen: HookLog
            func beforeSend() async throws {
                let attempt = try #require(RequestAttempt.current)
                seen.append("\(attempt.requestID) \(attempt.method) \(attempt.url.path) #\(attempt.number)")
            }
        }
        let transport = MockTransport([.status(503), .status(204)])
        try await makeClient(transport).send(
            Request<Void>(method: .put, path: "/things/1"), with: ContextProbe(seen: log))
        #expect(log.all.count == 2)
        let ids = Set(log.all.map { $0.split(separator: " ")[0] })
        #expect(ids.count == 1)
        #expect(
            log.all.map { $0.split(separator: " ").dropFirst().joined(separator: " ") } == [
                "PUT /v1/things/1 #1", "PUT /v1/things/1 #2",
            ])
        #expect(RequestAttempt.current == nil)
    }
}
