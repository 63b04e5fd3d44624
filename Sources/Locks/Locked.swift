import Foundation

/// A value that threads reach one at a time, through `withLock` — what the standard library's
/// `Mutex` is, for the systems before iOS 18 and macOS 15 that the kits support (iOS 16, macOS 13,
/// tvOS 16, watchOS 9, visionOS 1) and for Linux.
///
/// Like `Mutex`, it owns its value — which may be a noncopyable one, such as an open file — and
/// nothing reaches the value but the closure given to `withLock`, which is why it may be shared
/// between tasks whatever the value is.
///
/// ```swift
/// let hits = Locked(0)
/// hits.withLock { $0 += 1 }
/// let count = hits.withLock { $0 }
/// ```
public final class Locked<Value: ~Copyable>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    /// A lock holding `value`.
    public init(_ value: consuming sending Value) {
        self.value = value
    }

    /// Runs `body` with the value while no other thread can reach it, and returns what `body`
    /// returns. `body` must not call `withLock` on the same instance: the lock is not recursive.
    public func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
