import NIOConcurrencyHelpers

/// One piece of work per key at a time: callers asking for a key whose work is under way wait for
/// that work's result instead of starting their own. When a cached value expires under load, every
/// request in flight misses at once; this turns their many identical database reads into one.
package final class SingleFlight<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let running = NIOLockedValueBox([Key: Task<Value, any Error>]())

    /// An empty set of keys.
    package init() {}

    /// The result of `work` for `key`: of the call under way for it, or of a new one.
    package func value(for key: Key, _ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let task = running.withLockedValue { running in
            if let task = running[key] { return task }
            let task = Task { try await work() }
            running[key] = task
            return task
        }
        defer {
            running.withLockedValue { running in
                if running[key] == task { running[key] = nil }
            }
        }
        return try await task.value
    }
}
