import Foundation
import Locks

/// A clock for tests whose time moves only when the test says so: `sleep` waits until `advance(by:)`
/// carries the clock past its deadline (or the task is cancelled), so code that waits on a clock is
/// tested without waiting, and without racing the test.
public final class ManualClock: Clock {
    /// A point in this clock's time: how far it has advanced since it was made.
    public struct Instant: InstantProtocol {
        /// Time since the clock was made.
        public var offset: Duration

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        /// Whether `lhs` is earlier.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: UUID
        let deadline: Instant
        let wake: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        /// Tests waiting for a number of sleepers.
        var watchers: [(count: Int, resume: CheckedContinuation<Void, Never>)] = []
    }
    private let state = Locked(State())

    /// A clock at time zero.
    public init() {}

    /// The current instant.
    public var now: Instant { state.withLock { $0.now } }

    /// No resolution limit.
    public var minimumResolution: Duration { .zero }

    /// Waits until the clock reaches `deadline`.
    ///
    /// - Throws: `CancellationError` when the task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (wake: CheckedContinuation<Void, any Error>) in
                let (reached, watchers) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>]) in
                    guard state.now < deadline else { return (true, []) }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, wake: wake))
                    return (false, Self.satisfiedWatchers(&state))
                }
                if reached { wake.resume() }
                for watcher in watchers { watcher.resume() }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            sleeper?.wake.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock `duration` on, waking every sleeper whose deadline it reaches.
    public func advance(by duration: Duration) {
        let woken = state.withLock { state -> [Sleeper] in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let woken = state.sleepers.filter { !(now < $0.deadline) }
            state.sleepers.removeAll { !(now < $0.deadline) }
            return woken
        }
        for sleeper in woken { sleeper.wake.resume() }
    }

    /// Returns once at least `count` tasks sleep on the clock: then an `advance` reaches them.
    public func waitForSleepers(_ count: Int = 1) async {
        await withCheckedContinuation { (resume: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state -> Bool in
                guard state.sleepers.count < count else { return true }
                state.watchers.append((count, resume))
                return false
            }
            if ready { resume.resume() }
        }
    }

    /// Removes and returns the watchers the sleepers now satisfy.
    private static func satisfiedWatchers(_ state: inout State) -> [CheckedContinuation<Void, Never>] {
        let count = state.sleepers.count
        let ready = state.watchers.filter { $0.count <= count }.map(\.resume)
        state.watchers.removeAll { $0.count <= count }
        return ready
    }
}
