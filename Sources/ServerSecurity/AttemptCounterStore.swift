import Foundation

/// Counters in fixed windows, each under a key, shared by every server instance.
package protocol AttemptCounterStore: Sendable {
    /// Adds one to counter `key` — starting it at 1 when it is new or its window (begun at its first
    /// count) is over — and returns the count and when its window began. Atomic: concurrent calls
    /// each get a count of their own.
    func increment(_ key: String, at now: Date, window: Duration) async throws -> (count: Int, windowStart: Date)
    /// Takes one back from counter `key`, if its window is still the one begun at `windowStart`.
    func decrement(_ key: String, windowStart: Date) async throws
    /// Removes counter `key`.
    func reset(_ key: String) async throws
    /// Removes the counters whose window began before `date`.
    func removeWindows(startedBefore date: Date) async throws
}
