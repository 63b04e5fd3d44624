import Foundation
import NIOCore
import NIOFoundationCompat

/// Rendered answers of read routes — the Open Market's pages, item details and image bytes, the
/// MyBiz lists — kept until the data behind them changes, so the busiest routes skip the database,
/// row decoding and encoding.
///
/// Every write bumps a version number in the database (in the write's own transaction). Writes
/// through this server clear the cache at once; writes through another instance sharing the
/// database are noticed when the version is next read, at most `recheckInterval` later.
package actor VersionedAnswerCache {
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
    private var version: Int64?
    private var versionReadAt: ContinuousClock.Instant?
    /// Bumped whenever entries are dropped, so an answer rendered from older data is not stored.
    private var generation = 0
    private var entries: [String: Answer] = [:]
    private var insertionOrder: [String] = []
    /// Where the oldest entry's key is in `insertionOrder`: evicting moves it on, and the array is
    /// compacted now and then, so eviction costs O(1) however many entries there are.
    private var oldestIndex = 0
    private var bytes = 0

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
        try await readVersionIfDue()
        if let hit = entries[key] { return hit }
        let renderedIn = generation
        let answer = try await render()
        if renderedIn == generation { store(answer, for: key) }
        return answer
    }

    /// Drops everything: this server has just changed the data.
    package func dataChanged() {
        dropAll()
        version = nil
        versionReadAt = nil
    }

    private func readVersionIfDue() async throws {
        if let versionReadAt, versionReadAt.duration(to: .now) < recheckInterval { return }
        let current = try await readVersion()
        if current != version {
            dropAll()
            version = current
        }
        versionReadAt = .now
    }

    /// What an entry costs beyond its body: its key, and the dictionary's and the order's share.
    /// Counting it keeps the limit true for many tiny answers (empty pages past the end).
    private static func cost(of answer: Answer, key: String) -> Int {
        answer.body.readableBytes + key.utf8.count + 128
    }

    private func store(_ answer: Answer, for key: String) {
        let cost = Self.cost(of: answer, key: key)
        guard cost <= maxBytes / 4, entries[key] == nil else { return }
        entries[key] = answer
        insertionOrder.append(key)
        bytes += cost
        while bytes > maxBytes, oldestIndex < insertionOrder.count {
            let oldest = insertionOrder[oldestIndex]
            oldestIndex += 1
            if let dropped = entries.removeValue(forKey: oldest) { bytes -= Self.cost(of: dropped, key: oldest) }
        }
        if oldestIndex > 1024, oldestIndex > insertionOrder.count / 2 {
            insertionOrder.removeFirst(oldestIndex)
            oldestIndex = 0
        }
    }

    private func dropAll() {
        entries = [:]
        insertionOrder = []
        oldestIndex = 0
        bytes = 0
        generation += 1
    }
}
