import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOFoundationCompat

/// Rendered answers of read routes — the Open Market's pages, item details and image bytes, the
/// MyBiz lists — kept until the data behind them changes, so the busiest routes skip the database,
/// row decoding and encoding.
///
/// Every write bumps a version number in the database (in the write's own transaction). Writes
/// through this server clear the cache at once; writes through another instance sharing the
/// database are noticed when the version is next read, at most `recheckInterval` later.
///
/// A hit while the version is fresh is one lock taken and released, with no suspension: the busiest
/// routes answer thousands of times a second, and an actor's queue made them wait on each other.
package final class VersionedAnswerCache: Sendable {
    /// A cached answer: its bytes — a buffer every response shares, not a copy — and their media type.
    package struct Answer: Sendable {
        /// The `Content-Type` it is served with.
        package let mediaType: String
        /// The encoded answer.
        package let body: ByteBuffer

        /// An answer of `mediaType` made of `body`.
        package init(mediaType: String, body: ByteBuffer) {
            self.mediaType = mediaType
            self.body = body
        }

        /// An encoded JSON answer.
        package static func json(_ data: Data) -> Answer {
            Answer(mediaType: JSONAnswer.mediaType, body: ByteBuffer(data: data))
        }
    }

    private let readVersion: @Sendable () async throws -> Int64
    private let recheckInterval: Duration
    private let maxBytes: Int
    private let state = NIOLockedValueBox(State())
    /// One version read at a time: when the version is due, every request in flight needs it at once.
    private let versionReads = SingleFlight<Int, VersionRead>()

    /// A version, and when the read that found it began.
    private struct VersionRead: Sendable {
        let version: Int64
        let startedAt: ContinuousClock.Instant
    }

    /// Everything that changes, under one lock.
    private struct State {
        var version: Int64?
        var versionReadAt: ContinuousClock.Instant?
        /// Bumped whenever entries are dropped, so an answer rendered from older data is not stored.
        var generation = 0
        var entries: [String: Answer] = [:]
        var insertionOrder: [String] = []
        /// Where the oldest entry's key is in `insertionOrder`: evicting moves it on, and the array is
        /// compacted now and then, so eviction costs O(1) however many entries there are.
        var oldestIndex = 0
        var bytes = 0
    }

    /// A cache reading the catalogue's version with `readVersion`, holding at most `maxBytes`.
    package init(
        recheckInterval: Duration = .seconds(1), maxBytes: Int = 64 * 1_048_576,
        readVersion: @escaping @Sendable () async throws -> Int64
    ) {
        self.readVersion = readVersion
        self.recheckInterval = recheckInterval
        self.maxBytes = maxBytes
    }

    /// The cached answer for `key`, or the one `render` makes (then kept). Errors are not cached.
    package func answer(for key: String, render: @Sendable () async throws -> Answer) async throws -> Answer {
        let now = ContinuousClock.now
        let interval = recheckInterval
        let fresh = state.withLockedValue { state -> (hit: Answer?, isFresh: Bool) in
            guard let readAt = state.versionReadAt, readAt.duration(to: now) < interval else { return (nil, false) }
            return (state.entries[key], true)
        }
        if let hit = fresh.hit { return hit }
        if !fresh.isFresh { try await readVersion(at: now) }
        let (hit, renderedIn) = state.withLockedValue { ($0.entries[key], $0.generation) }
        if let hit { return hit }
        let answer = try await render()
        let maxBytes = self.maxBytes
        state.withLockedValue { state in
            if state.generation == renderedIn { Self.store(answer, for: key, in: &state, maxBytes: maxBytes) }
        }
        return answer
    }

    /// Drops everything: this server has just changed the data.
    package func dataChanged() {
        state.withLockedValue { state in
            Self.dropAll(&state)
            state.version = nil
            state.versionReadAt = nil
        }
    }

    /// Reads the version — requests arriving together share one read, unless it began longer than
    /// `recheckInterval` before this request — and a new one drops every entry. The read counts from
    /// when it began, so the interval bounds how stale an answer can be.
    private func readVersion(at now: ContinuousClock.Instant) async throws {
        let readVersion = self.readVersion
        let read: @Sendable () async throws -> VersionRead = {
            let startedAt = ContinuousClock.now
            return VersionRead(version: try await readVersion(), startedAt: startedAt)
        }
        var result = try await versionReads.value(for: 0, read)
        if result.startedAt.duration(to: now) > recheckInterval { result = try await read() }
        state.withLockedValue { state in
            if result.version != state.version {
                Self.dropAll(&state)
                state.version = result.version
            }
            state.versionReadAt = result.startedAt
        }
    }

    /// What an entry costs beyond its body: its key, and the dictionary's and the order's share.
    /// Counting it keeps the limit true for many tiny answers (empty pages past the end).
    private static func cost(of answer: Answer, key: String) -> Int {
        answer.body.readableBytes + key.utf8.count + 128
    }

    private static func store(_ answer: Answer, for key: String, in state: inout State, maxBytes: Int) {
        let cost = cost(of: answer, key: key)
        guard cost <= maxBytes / 4, state.entries[key] == nil else { return }
        state.entries[key] = answer
        state.insertionOrder.append(key)
        state.bytes += cost
        while state.bytes > maxBytes, state.oldestIndex < state.insertionOrder.count {
            let oldest = state.insertionOrder[state.oldestIndex]
            state.oldestIndex += 1
            if let dropped = state.entries.removeValue(forKey: oldest) {
                state.bytes -= Self.cost(of: dropped, key: oldest)
            }
        }
        if state.oldestIndex > 1024, state.oldestIndex > state.insertionOrder.count / 2 {
            state.insertionOrder.removeFirst(state.oldestIndex)
            state.oldestIndex = 0
        }
    }

    private static func dropAll(_ state: inout State) {
        state.entries = [:]
        state.insertionOrder = []
        state.oldestIndex = 0
        state.bytes = 0
        state.generation += 1
    }
}
