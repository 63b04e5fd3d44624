import Foundation
import Locks

/// A cache in memory whose limit is a number of bytes, enforced exactly: after every insert the
/// entries' costs add up to at most `byteLimit`, the least recently used entries going first.
///
/// One entry may take at most a tenth of the limit; a larger value is not stored, so one big image
/// cannot push out everything else.
///
/// ```swift
/// let cache = MemoryCache<URL, Data>(byteLimit: 50_000_000)
/// cache.insert(data, forKey: url)
/// let cached = cache.value(forKey: url)
/// ```
public final class MemoryCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most bytes the entries may take together.
    public let byteLimit: Int
    private let cost: @Sendable (Value) -> Int
    private let entries: Locked<LeastRecentlyUsedList<Key, Value>>

    /// Creates an empty cache of at most `byteLimit` bytes, where `cost` says how many bytes a value takes.
    public init(byteLimit: Int, cost: @escaping @Sendable (Value) -> Int) {
        self.byteLimit = max(0, byteLimit)
        self.cost = cost
        entries = Locked(LeastRecentlyUsedList())
    }

    /// The largest cost one entry may have: a tenth of `byteLimit`.
    public var entryCostLimit: Int { byteLimit / 10 }

    /// The bytes the entries take now.
    public var totalCost: Int { entries.withLock { $0.totalCost } }

    /// How many entries the cache holds.
    public var count: Int { entries.withLock { $0.count } }

    /// The keys from the least to the most recently used.
    public var keysByRecency: [Key] { entries.withLock { $0.keysFromOldest } }

    /// The value stored for `key`, which becomes the most recently used; `nil` when there is none.
    public func value(forKey key: Key) -> Value? {
        entries.withLock { $0.use(key) }
    }

    /// Stores `value` for `key` as the most recently used entry, replacing any value it had, and
    /// removes least recently used entries until the total fits the limit.
    ///
    /// - Returns: `false` when `value` costs more than `entryCostLimit`; it is not stored, and any
    ///   older value for `key` is removed, so the cache never answers with a stale one.
    @discardableResult
    public func insert(_ value: Value, forKey key: Key) -> Bool {
        let valueCost = cost(value)
        return entries.withLock { entries in
            entries.remove(key)
            guard valueCost >= 0, valueCost <= entryCostLimit else { return false }
            entries.insertAsNewest(value, cost: valueCost, forKey: key)
            while entries.totalCost > byteLimit { entries.removeOldest() }
            return true
        }
    }

    /// Removes the value stored for `key`, if any.
    public func removeValue(forKey key: Key) {
        entries.withLock { $0.remove(key) }
    }

    /// Removes every entry.
    public func removeAll() {
        entries.withLock { $0 = LeastRecentlyUsedList() }
    }
}

extension MemoryCache where Value == Data {
    /// Creates an empty cache of data, each value costing its byte count.
    public convenience init(byteLimit: Int) {
        self.init(byteLimit: byteLimit, cost: \.count)
    }
}
