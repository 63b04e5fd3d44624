import Foundation
import Networking
import Testing

@Suite("MemoryCache: a byte limit enforced exactly, least recently used first")
struct MemoryCacheTests {
    @Test("values come back for their key, and a miss is nil")
    func storesAndReturns() {
        // Given
        let cache = MemoryCache<String, Data>(byteLimit: 1000)
        // When
        cache.insert(Data(count: 10), forKey: "a")
        // Then
        #expect(cache.value(forKey: "a") == Data(count: 10))
        #expect(cache.value(forKey: "b") == nil)
        #expect(cache.totalCost == 10)
    }

    @Test("inserting past the limit removes least recently used entries until the total fits exactly")
    func byteLimitExact() {
        // Given a 1000-byte cache filled to exactly 1000 bytes
        let cache = MemoryCache<String, Data>(byteLimit: 1000)
        for key in 0..<10 { cache.insert(Data(count: 100), forKey: "\(key)") }
        #expect(cache.totalCost == 1000)
        // When one more byte arrives
        cache.insert(Data(count: 1), forKey: "extra")
        // Then exactly one 100-byte entry, the oldest, made room
        #expect(cache.totalCost == 901)
        #expect(cache.value(forKey: "0") == nil)
        #expect(cache.value(forKey: "1") != nil)
    }

    @Test("reading an entry makes it the most recently used, so it outlives older ones")
    func leastRecentlyUsedOrder() {
        // Given
        let cache = MemoryCache<String, Data>(byteLimit: 300)
        for key in ["a", "b", "c"] { cache.insert(Data(count: 30), forKey: key) }
        // When "a" is used, then nine more entries need the room of two
        _ = cache.value(forKey: "a")
        #expect(cache.keysByRecency == ["b", "c", "a"])
        for key in 0..<9 { cache.insert(Data(count: 30), forKey: "\(key)") }
        // Then "b" and "c" went first, "a" is still there
        #expect(cache.value(forKey: "b") == nil)
        #expect(cache.value(forKey: "c") == nil)
        #expect(cache.value(forKey: "a") != nil)
        #expect(cache.totalCost <= 300)
    }

    @Test("an entry over 10 % of the limit is refused, and removes a stale value for its key")
    func entryLimit() {
        // Given
        let cache = MemoryCache<String, Data>(byteLimit: 1000)
        cache.insert(Data(count: 100), forKey: "photo")
        // When
        let storedLimit = cache.insert(Data(count: 100), forKey: "exactly-ten-percent")
        let storedOver = cache.insert(Data(count: 101), forKey: "photo")
        // Then
        #expect(storedLimit)
        #expect(!storedOver)
        #expect(cache.value(forKey: "photo") == nil)
        #expect(cache.totalCost == 100)
    }

    @Test("replacing a value counts only the new value's cost")
    func replace() {
        let cache = MemoryCache<String, Data>(byteLimit: 1000)
        cache.insert(Data(count: 80), forKey: "a")
        cache.insert(Data(count: 20), forKey: "a")
        #expect(cache.totalCost == 20)
        #expect(cache.count == 1)
    }

    @Test("removing one key or all of them frees their bytes")
    func removal() {
        let cache = MemoryCache<String, Data>(byteLimit: 1000)
        for key in ["a", "b", "c"] { cache.insert(Data(count: 50), forKey: key) }
        cache.removeValue(forKey: "b")
        #expect(cache.totalCost == 100)
        #expect(cache.keysByRecency == ["a", "c"])
        cache.removeAll()
        #expect(cache.totalCost == 0 && cache.count == 0)
        cache.insert(Data(count: 50), forKey: "d")
        #expect(cache.keysByRecency == ["d"])
    }

    @Test("a custom cost function decides what a value weighs")
    func customCost() {
        let cache = MemoryCache<Int, [UInt32]>(byteLimit: 400) { $0.count * 4 }
        cache.insert(Array(repeating: 0, count: 10), forKey: 1)
        #expect(cache.totalCost == 40)
        #expect(!cache.insert(Array(repeating: 0, count: 11), forKey: 2))
    }

    @Test("many tasks inserting at once never leave the cache over its limit")
    func concurrentInserts() async {
        let cache = MemoryCache<Int, Data>(byteLimit: 10_000)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<500 {
                        cache.insert(Data(count: (index % 10) * 100), forKey: task * 1000 + index)
                        _ = cache.value(forKey: task * 1000 + index - 1)
                    }
                }
            }
        }
        #expect(cache.totalCost <= 10_000)
        #expect(cache.keysByRecency.count == cache.count)
    }
}
