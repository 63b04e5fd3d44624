import Foundation
import Networking
import NetworkingTesting
import TestSupport
import Testing

@Suite("Cancellation")
struct CancellationTests {
    let log = HookLog()

    @Test("cancelling the calling task cancels the attempt in flight, and it is not retried")
    func cancelsAttemptInFlight() async throws {
        // Given: a server that never answers
        let (started, signal) = AsyncStream.makeStream(of: Void.self)
        let transport = MockTransport(handler: { _ in
            signal.yield()
            try await Task.sleep(for: .seconds(3600))
            return MockResponse()
        })
        let client = makeClient(transport, behavior: RecordingBehavior(name: "client", log: log))
        let task = Task { try await client.send(Request<Void>(path: "/slow")) }
        // When
        for await _ in started { break }
        task.cancel()
        // Then
        let error = await networkError { try await task.value }
        #expect(error?.isCancellation == true)
        #expect(error?.description == "The request was cancelled.")
        #expect(transport.requests.count == 1)
        #expect(log.all == ["client.beforeSend#1", "client.afterFailure(no status)"])
    }

    @Test("cancelling the calling task during the wait between attempts ends the wait and the request")
    func cancelsWaitBetweenAttempts() async throws {
        let (waiting, signal) = AsyncStream.makeStream(of: Duration.self)
        let transport = MockTransport([.status(503, headers: ["Retry-After": "20"]), .json(lamp)])
        let client = NetworkClient(
            baseURL: baseURL, transport: transport, clock: SignallingClock(waiting: signal))
        let task = Task { try await client.send(Request<Thing>(path: "/things/1")) }

        var asked: Duration?
        for await duration in waiting {
            asked = duration
            break
        }
        task.cancel()

        let error = await networkError { _ = try await task.value }
        #expect(asked == .seconds(20))
        #expect(error?.isCancellation == true)
        #expect(transport.requests.count == 1, "the second attempt is never made")
    }

    @Test("a task cancelled before sending sends nothing")
    func alreadyCancelled() async throws {
        let transport = MockTransport([.json(lamp)])
        let client = makeClient(transport)
        let error = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await networkError { _ = try await client.send(Request<Thing>(path: "/things/1")) }
        }.value
        #expect(error?.isCancellation == true)
        #expect(transport.requests.isEmpty)
    }
}

/// A clock whose `sleep` reports the wait it was asked for, then waits far longer — so only
/// cancellation can end it.
private struct SignallingClock: Clock {
    let waiting: AsyncStream<Duration>.Continuation

    var now: ContinuousClock.Instant { .now }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
        waiting.yield(ContinuousClock.now.duration(to: deadline).rounded(to: .seconds(1)))
        try await ContinuousClock().sleep(until: deadline + .seconds(3600))
    }
}

extension Duration {
    /// Rounded to a whole multiple of `unit`.
    fileprivate func rounded(to unit: Duration) -> Duration {
        unit * (self / unit).rounded()
    }
}
