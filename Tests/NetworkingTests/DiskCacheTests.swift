import Foundation
import Locks
import Networking
import Testing

@Suite("DiskCache: files with a size limit, a trim to 70 %, and expiry")
struct DiskCacheTests {
    /// A clock the test moves by hand.
    final class TestClock: Sendable {
        private let current = Locked(Date(timeIntervalSince1970: 1_800_000_000))
        var now: Date { current.withLock { $0 } }
        func advance(by seconds: TimeInterval) { current.withLock { $0 += seconds } }
    }

    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("disk-cache-tests-\(UUID().uuidString)")
    let clock = TestClock()

    func makeCache(sizeLimit: Int = 100_000, maxAge: Duration = .seconds(7 * 24 * 3600)) -> DiskCache {
        let clock = clock
        return DiskCache(directory: directory, sizeLimit: sizeLimit, maxAge: maxAge) { clock.now }
    }

    @Test("stored data comes back, also from a new cache on the same folder (a relaunch)")
    func roundTrip() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // Given
        let data = Data((0..<5000).map { UInt8($0 % 251) })
        try await makeCache().store(data, forKey: "https://example.com/images/a.jpg")
        // When
        let relaunched = makeCache()
        // Then
        #expect(await relaunched.data(forKey: "https://example.com/images/a.jpg") == data)
        #expect(await relaunched.data(forKey: "https://example.com/images/b.jpg") == nil)
        #expect(await relaunched.totalSize > 5000)
    }

    @Test("an entry older than maxAge is a miss and its file is removed")
    func expiry() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // Given
        let cache = makeCache()
        try await cache.store(Data(count: 100), forKey: "old")
        clock.advance(by: 7 * 24 * 3600)
        #expect(await cache.data(forKey: "old") != nil, "exactly seven days old is still valid")
        // When
        clock.advance(by: 1)
        // Then
        #expect(await cache.data(forKey: "old") == nil)
        #expect(await cache.totalSize == 0)
    }

    @Test("going over the limit trims to 70 %, least recently used first")
    func trimToSeventyPercent() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // Given ten entries of about 1 KB in a 10 KB cache, stored a second apart; "0" then read again
        let cache = makeCache(sizeLimit: 10_000)
        for key in 0..<9 {
            try await cache.store(Data(count: 1000), forKey: "\(key)")
            clock.advance(by: 1)
        }
        _ = await cache.data(forKey: "0")
        clock.advance(by: 1)
        let before = await cache.totalSize
        #expect(before < 10_000)
        // When one more entry takes it over the limit
        try await cache.store(Data(count: 1000), forKey: "9")
        // Then it holds at most 7,000 bytes: "0" (used recently) and the newest survive, "1" to "4" went
        #expect(await cache.totalSize <= 7000)
        for key in 1...4 { #expect(await cache.data(forKey: "\(key)") == nil) }
        for key in [0, 5, 9] { #expect(await cache.data(forKey: "\(key)") != nil) }
        let fileCount = try FileManager.default.contentsOfDirectory(atPath: directory.path).count
        #expect(fileCount == 6)
    }

    @Test("a trim removes expired entries before recent ones")
    func trimPrefersExpired() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = makeCache(sizeLimit: 10_000, maxAge: .seconds(60))
        try await cache.store(Data(count: 3500), forKey: "stale")
        clock.advance(by: 30)
        try await cache.store(Data(count: 2000), forKey: "fresh")
        clock.advance(by: 31)
        try await cache.store(Data(count: 4600), forKey: "new")
        #expect(await cache.totalSize <= 7000)
        #expect(await cache.data(forKey: "fresh") != nil)
        #expect(await cache.data(forKey: "new") != nil)
        #expect(await cache.data(forKey: "stale") == nil)
    }

    @Test("an entry larger than 70 % of the limit is not stored")
    func tooLarge() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = makeCache(sizeLimit: 10_000)
        #expect(try await cache.store(Data(count: 7001), forKey: "big") == false)
        #expect(await cache.data(forKey: "big") == nil)
    }

    @Test("a file that is not a cache entry is a miss, not a crash")
    func corruptFile() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = makeCache()
        try await cache.store(Data(count: 10), forKey: "k")
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            try Data("garbage".utf8).write(to: directory.appendingPathComponent(name))
        }
        #expect(await cache.data(forKey: "k") == nil)
    }

    @Test("removing entries frees their bytes; a folder that cannot be made is a WriteFailure")
    func removalAndFailure() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = makeCache()
        try await cache.store(Data(count: 10), forKey: "a")
        try await cache.store(Data(count: 10), forKey: "b")
        await cache.removeData(forKey: "a")
        #expect(await cache.data(forKey: "a") == nil)
        await cache.removeAll()
        #expect(await cache.totalSize == 0)

        let blocked = DiskCache(directory: URL(fileURLWithPath: "/proc/mybiz-cache"), sizeLimit: 1000)
        await #expect(throws: DiskCache.WriteFailure.self) { try await blocked.store(Data(count: 1), forKey: "x") }
    }
}
