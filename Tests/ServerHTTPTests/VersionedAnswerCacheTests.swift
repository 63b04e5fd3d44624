import Foundation
import Locks
import NIOCore
import Testing

@testable import ServerDatabase
@testable import ServerHTTP

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

    @Test("Given a cache following a topic, when a write says the topic changed, then everything is dropped at once")
    func localChange() async throws {
        let probe = Probe()
        let changes = DataChanges()
        let cache = VersionedAnswerCache(recheckInterval: .seconds(60)) { probe.version.withLock { $0 } }
        cache.follow(.pages, on: changes)
        _ = try await cache.answer(for: "page 1") { probe.render("old") }
        changes.changed(DataTopic("another"))
        #expect(try await cache.answer(for: "page 1") { probe.render("new") }.body == ByteBuffer(string: "old"))
        changes.changed(.pages)
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
        let changes = DataChanges()
        let cache = VersionedAnswerCache(recheckInterval: .seconds(60)) { probe.version.withLock { $0 } }
        cache.follow(.pages, on: changes)
        _ = try await cache.answer(for: "page 1") {
            changes.changed(.pages)  // a write commits while this render reads
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

    @Test("an answer valid until an instant is rendered again from that instant on")
    func validUntil() async throws {
        // Given an answer that is true until 12:00 (a calendar's "today")
        let probe = Probe()
        let clock = Locked(Date(timeIntervalSince1970: 1_000))
        let cache = VersionedAnswerCache(
            recheckInterval: .seconds(60), now: { clock.withLock { $0 } },
            readVersion: { probe.version.withLock { $0 } })
        let noon = Date(timeIntervalSince1970: 2_000)
        _ = try await cache.answer(for: "calendar") { probe.render("morning").valid(until: noon) }
        // When it is asked for before and at that instant
        let before = try await cache.answer(for: "calendar") { probe.render("early") }
        clock.withLock { $0 = noon }
        let after = try await cache.answer(for: "calendar") { probe.render("afternoon") }
        // Then it is the kept answer before, and a new one from then on
        #expect(before.body == ByteBuffer(string: "morning"))
        #expect(after.body == ByteBuffer(string: "afternoon"))
        #expect(
            try await cache.answer(for: "calendar") { probe.render("again") }.body == ByteBuffer(string: "afternoon"))
        #expect(probe.renders.withLock { $0 } == 2)
    }

    @Test("an answer that is not to be kept is rendered for every ask")
    func notKept() async throws {
        // Given an answer that showed something once only (announcements new to their reader)
        let probe = Probe()
        let cache = VersionedAnswerCache(recheckInterval: .seconds(60)) { probe.version.withLock { $0 } }
        let first = try await cache.answer(for: "announcements") { probe.render("new: 2").notKept() }
        // When it is asked for again
        let second = try await cache.answer(for: "announcements") { probe.render("new: 0") }
        // Then it was rendered again, and the second answer is kept
        #expect(first.body == ByteBuffer(string: "new: 2"))
        #expect(second.body == ByteBuffer(string: "new: 0"))
        _ = try await cache.answer(for: "announcements") { probe.render("new: 9") }
        #expect(probe.renders.withLock { $0 } == 2)
    }

    @Test("requests missing the same key together share one render; after a change, a new one")
    func oneRender() async throws {
        // Given a page that takes a while to render
        let probe = Probe()
        let changes = DataChanges()
        let cache = VersionedAnswerCache(recheckInterval: .seconds(60)) { probe.version.withLock { $0 } }
        cache.follow(.pages, on: changes)
        let slowRender: @Sendable () async throws -> VersionedAnswerCache.Answer = {
            try await Task.sleep(for: .milliseconds(200))
            return probe.render("page")
        }
        // When 64 requests miss it at once
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<64 { group.addTask { _ = try await cache.answer(for: "org", render: slowRender) } }
            try await group.waitForAll()
        }
        // Then it was rendered once
        #expect(probe.renders.withLock { $0 } == 1)
        // And a request coming after a change made while a render runs does not get that render's page
        async let early = cache.answer(for: "calendar") {
            try await Task.sleep(for: .milliseconds(200))
            return probe.render("before the change")
        }
        try await Task.sleep(for: .milliseconds(50))
        changes.changed(.pages)
        let late = try await cache.answer(for: "calendar") { probe.render("after the change") }
        #expect(late.body == ByteBuffer(string: "after the change"))
        #expect(try await early.body == ByteBuffer(string: "before the change"))
    }

    @Test("a request that waited for a render which stopped being true meanwhile renders its own")
    func joinerPastValidity() async throws {
        // Given a render, true until noon, that takes a while and is still running at noon
        let probe = Probe()
        let clock = Locked(Date(timeIntervalSince1970: 1_000))
        let noon = Date(timeIntervalSince1970: 2_000)
        let cache = VersionedAnswerCache(
            recheckInterval: .seconds(60), now: { clock.withLock { $0 } },
            readVersion: { probe.version.withLock { $0 } })
        async let first = cache.answer(for: "calendar") {
            try await Task.sleep(for: .milliseconds(300))
            return probe.render("morning").valid(until: noon)
        }
        try await Task.sleep(for: .milliseconds(100))
        // When another request joins it, and noon passes before it ends
        async let second = cache.answer(for: "calendar") { probe.render("afternoon") }
        try await Task.sleep(for: .milliseconds(50))
        clock.withLock { $0 = noon }
        // Then the joiner gets a page of its own time
        #expect(try await second.body == ByteBuffer(string: "afternoon"))
        _ = try await first
    }
}

extension DataTopic {
    /// The data the tests' pages show.
    fileprivate static let pages = DataTopic("pages")
}
