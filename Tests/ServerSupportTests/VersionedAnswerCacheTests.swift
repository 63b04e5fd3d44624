import Foundation
import Locks
import NIOCore
import Testing

@testable import ServerSupport

@Suite("Caching rendered answers until the catalogue changes")
struct VersionedAnswerCacheTests {
    /// A catalogue version the test moves, and how often renders ran.
    final class Probe: Sendable {
        let version = Locked<Int64>(1)
        let renders = Locked(0)

        func render(_ text: String) -> VersionedAnswerCache.Answer {
            renders.withLock { $0 += 1 }
            return .init(mediaType: "text/plain", body: ByteBuffer(string: text))
        }
    }

    @Test("requests arriving together when the version is due read it once between them")
    func oneVersionRead() async throws {
        // Given a version that takes a while to read
        let reads = Locked(0)
        let cache = VersionedAnswerCache(recheckInterval: .seconds(60)) {
            reads.withLock { $0 += 1 }
            try await Task.sleep(for: .milliseconds(200))
            return 1
        }
        // When 64 requests ask at once
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<64 { group.addTask { _ = try await cache.answer(for: "page 1") { Probe().render("a") } } }
            try await group.waitForAll()
        }
        // Then the database was asked once
        #expect(reads.withLock { $0 } == 1)
    }

    @Test("a second ask is answered from the cache")
    func hit() async throws {
        let probe = Probe()
        let cache = VersionedAnswerCache(recheckInterval: .seconds(60)) { probe.version.withLock { $0 } }
        _ = try await cache.answer(for: "page 1") { probe.render("a") }
        let second = try await cache.answer(for: "page 1") { probe.render("b") }
        #expect(second.body == ByteBuffer(string: "a"))
        #expect(probe.renders.withLock { $0 } == 1)
    }

    @Test("a change through this server drops everything at once")
    func localChange() async throws {
        let probe = Probe()
        let cache = VersionedAnswerCache(recheckInterval: .seconds(60)) { probe.version.withLock { $0 } }
        _ = try await cache.answer(for: "page 1") { probe.render("old") }
        cache.dataChanged()
        #expect(try await cache.answer(for: "page 1") { probe.render("new") }.body == ByteBuffer(string: "new"))
    }

    @Test("a change through another instance is noticed when the version is read again")
    func remoteChange() async throws {
        let probe = Probe()
        let cache = VersionedAnswerCache(recheckInterval: .zero) { probe.version.withLock { $0 } }
        _ = try await cache.answer(for: "page 1") { probe.render("old") }
        probe.version.withLock { $0 += 1 }
        #expect(try await cache.answer(for: "page 1") { probe.render("new") }.body == ByteBuffer(string: "new"))
    }

    @Test("an answer rendered while the catalogue changed is not kept")
    func raceWithWrite() async throws {
        let probe = Probe()
        let cache = VersionedAnswerCache(recheckInterval: .seconds(60)) { probe.version.withLock { $0 } }
        _ = try await cache.answer(for: "page 1") {
            cache.dataChanged()  // a write commits while this render reads
            return probe.render("stale")
        }
        #expect(try await cache.answer(for: "page 1") { probe.render("fresh") }.body == ByteBuffer(string: "fresh"))
    }

    @Test("errors are not cached")
    func errorsNotCached() async throws {
        let probe = Probe()
        let cache = VersionedAnswerCache(recheckInterval: .seconds(60)) { probe.version.withLock { $0 } }
        await #expect(throws: APIError.notFound) {
            try await cache.answer(for: "item 9") { throw APIError.notFound }
        }
        #expect(try await cache.answer(for: "item 9") { probe.render("found") }.body == ByteBuffer(string: "found"))
    }

    @Test("the cache keeps to its byte budget, counting each entry's key and bookkeeping, dropping the oldest first")
    func budget() async throws {
        let probe = Probe()
        // Five 10-byte answers fit in 600 bytes only if tiny entries were free: an empty page past the
        // end, asked for under a million page numbers, must not grow the cache without bound.
        let cache = VersionedAnswerCache(recheckInterval: .seconds(60), maxBytes: 600) { probe.version.withLock { $0 } }
        for key in ["a", "b", "c", "d", "e"] { _ = try await cache.answer(for: key) { probe.render("0123456789") } }
        #expect(probe.renders.withLock { $0 } == 5)
        _ = try await cache.answer(for: "e") { probe.render("0123456789") }
        _ = try await cache.answer(for: "a") { probe.render("0123456789") }
        #expect(probe.renders.withLock { $0 } == 6, "e was kept; a, the oldest, was dropped")
    }
}
