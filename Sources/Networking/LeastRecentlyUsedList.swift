/// Entries in order of use, with O(1) lookup, use, insert and removal: a doubly linked list kept in
/// an array (indices instead of references, so the whole thing is a value that a `Locked` can hold).
struct LeastRecentlyUsedList<Key: Hashable, Value> {
    private struct Node {
        var key: Key
        var value: Value
        var cost: Int
        var older: Int?
        var newer: Int?
    }

    private var nodes: [Node?] = []
    private var freeSlots: [Int] = []
    private var indexByKey: [Key: Int] = [:]
    private var oldest: Int?
    private var newest: Int?
    private(set) var totalCost = 0

    var count: Int { indexByKey.count }

    var keysFromOldest: [Key] {
        var keys: [Key] = []
        var index = oldest
        while let current = index, let node = nodes[current] {
            keys.append(node.key)
            index = node.newer
        }
        return keys
    }

    /// The value for `key`, moved to the newest end.
    mutating func use(_ key: Key) -> Value? {
        guard let index = indexByKey[key], let node = nodes[index] else { return nil }
        unlink(index)
        link(asNewest: index)
        return node.value
    }

    mutating func insertAsNewest(_ value: Value, cost: Int, forKey key: Key) {
        let node = Node(key: key, value: value, cost: cost)
        let index: Int
        if let free = freeSlots.popLast() {
            index = free
            nodes[index] = node
        } else {
            index = nodes.count
            nodes.append(node)
        }
        indexByKey[key] = index
        totalCost += cost
        link(asNewest: index)
    }

    mutating func remove(_ key: Key) {
        guard let index = indexByKey.removeValue(forKey: key), let node = nodes[index] else { return }
        unlink(index)
        totalCost -= node.cost
        nodes[index] = nil
        freeSlots.append(index)
    }

    mutating func removeOldest() {
        guard let oldest, let node = nodes[oldest] else { return }
        remove(node.key)
    }

    private mutating func unlink(_ index: Int) {
        guard let node = nodes[index] else { return }
        if let older = node.older { nodes[older]?.newer = node.newer } else { oldest = node.newer }
        if let newer = node.newer { nodes[newer]?.older = node.older } else { newest = node.older }
        nodes[index]?.older = nil
        nodes[index]?.newer = nil
    }

    private mutating func link(asNewest index: Int) {
        nodes[index]?.older = newest
        nodes[index]?.newer = nil
        if let newest { nodes[newest]?.newer = index } else { oldest = index }
        newest = index
    }
}
