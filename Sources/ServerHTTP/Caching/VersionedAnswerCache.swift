import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOFoundationCompat
import ServerDatabase

/// Rendered answers of read routes — the Open Market's pages, item details and image bytes, the
/// MyBiz lists — kept until the data behind them changes, so the busiest routes skip the database,
/// row decoding and encoding.
///
/// Every write bumps a version number in the database (in the write's own transaction). Writes
/// through this server clear the cache at once, said on the `DataChanges` channel it `follow`s;
/// writes through another instance sharing the database are noticed when the version is next read,
/// at most `recheckInterval` later.
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
        /// The instant from which it is no longer true without any change to the data — a page's
        /// "today", what counts as overdue — or `nil` while the data stays as it is.
        package let validUntil: Date?

        /// An answer of `mediaType` made of `body`, true until `validUntil` (or the data's next change).
        package init(mediaType: String, body: ByteBuffer, validUntil: Date? = nil) {
            self.mediaType = mediaType
            self.body = body
            self.validUntil = validUntil
        }

        /// This answer, true only until `instant` (or the data's next change, if sooner).
        package func valid(until instant: Date) -> Answer {
            Answer(mediaType: mediaType, body: body, validUntil: min(instant, validUntil ?? instant))
        }

        /// This answer, given to the requests that made it and never kept: it showed something once
        /// only (announcements new to their reader, which their next visit no longer marks; the notice
        /// after a form).
        package func notKept() -> Answer {
            Answer(mediaType: mediaType, body: body, validUntil: .distantPast)
        }

        /// This answer, never kept when `once` is true.
        package func notKept(if once: Bool) -> Answer {
            once ? notKept() : self
        }

        /// An encoded JSON answer.
        package static func json(_ data: Data) -> Answer {
            Answer(mediaType: JSONAnswer.mediaType, body: ByteBuffer(data: data))
        }
    }

    private let readVersion: @Sendable () async throws -> Int64
    private let now: @Sendable () -> Date
    private let recheckInterval: Duration
    private let maxBytes: Int
    private let state = NIOLockedValueBox(State())
    /// One version read at a time: when the version is due, every request in flight needs it at once.
    private let versionReads = SingleFlight<Int, VersionRead>()
    /// One render per key (and data generation) at a time.
    private let renders = SingleFlight<RenderKey, Answer>()

    /// An answer being rendered: its key, and the generation of the data it is rendered from.
    private struct RenderKey: Hashable, Sendable {
        let key: String
        let generation: Int
    }

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

    /// A cache reading the data's version with `readVersion`, holding at most `maxBytes`; `now` is
    /// the clock answers' `validUntil` is read by.
    package init(
        recheckInterval: Duration = .seconds(1), maxBytes: Int = 64 * 1_048_576,
        now: @escaping @Sendable () -> Date = { Date() },
        readVersion: @escaping @Sendable () async throws -> Int64
    ) {
        self.readVersion = readVersion
        self.now = now
        self.recheckInterval = recheckInterval
        self.maxBytes = maxBytes
    }

    /// The cached answer for `key`, or the one `render` makes (then kept, unless it is valid for no
    /// time at all). Requests missing the same key together share one render: when a busy page is
    /// due, its readers wait for one rendering instead of each making their own. Errors are not cached.
    package func answer(for key: String, render: @escaping @Sendable () async throws -> Answer) async throws
        -> Answer
    {
        let now = ContinuousClock.now
        let interval = recheckInterval
        let fresh = state.withLockedValue { state -> (hit: Answer?, isFresh: Bool) in
            guard let readAt = state.versionReadAt, readAt.duration(to: now) < interval else { return (nil, false) }
            return (state.entries[key], true)
        }
        if let hit = fresh.hit, isValid(hit) { return hit }
        if !fresh.isFresh { try await readVersion(at: now) }
        let (hit, renderedIn) = state.withLockedValue { ($0.entries[key], $0.generation) }
        if let hit, isValid(hit) { return hit }
        // A render that began before the data changed is shared only by requests that came before too.
        let shared = try await renders.value(for: RenderKey(key: key, generation: renderedIn)) { [self] in
            let answer = try await render()
            guard isValid(answer) else { return answer }
            let maxBytes = self.maxBytes
            state.withLockedValue { state in
                if state.generation == renderedIn { Self.store(answer, for: key, in: &state, maxBytes: maxBytes) }
            }
            return answer
        }
        // One that stopped being true while this request waited for it (a calendar rendered across
        // midnight) is not this request's: it renders its own. One never kept is the same for all.
        if !isValid(shared), shared.validUntil != .distantPast { return try await render() }
        return shared
    }

    /// Whether `answer` is still true now, as far as time goes.
    private func isValid(_ answer: Answer) -> Bool {
        guard let validUntil = answer.validUntil else { return true }
        return now() < validUntil
    }

    /// Drops every answer after each committed change to `topic` on `changes`: the one way the
    /// data's writes reach what is kept.
    package func follow(_ topic: DataTopic, on changes: DataChanges) {
        changes.listen(to: topic) { [self] in dataChanged() }
    }

    /// Drops everything: this server has just changed the data.
    private func dataChanged() {
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
        guard cost <= maxBytes / 4 else { return }
        // An entry past its time is replaced in its place in the order: it goes a little early, which
        // costs a render, never a wrong answer, and a page kept again and again adds no place.
        if let outdated = state.entries.updateValue(answer, forKey: key) {
            state.bytes -= Self.cost(of: outdated, key: key)
        } else {
            state.insertionOrder.append(key)
        }
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
