/// How long to wait before the next upload after failures: 0.5 s doubling per failure, with
/// jitter so many devices do not retry in step, at least what the server's `Retry-After` asks,
/// and never more than 5 minutes.
public struct UploadBackoff: Sendable {
    /// The wait after the first failure, before jitter.
    public var initial: Duration
    /// The longest wait.
    public var maximum: Duration
    /// A factor in 0.5 … 1 applied to each wait; injected so tests can fix it.
    public var jitter: @Sendable () -> Double

    /// The standard backoff, or one with other numbers.
    public init(
        initial: Duration = .milliseconds(500), maximum: Duration = .seconds(300),
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0.5...1) }
    ) {
        self.initial = initial
        self.maximum = maximum
        self.jitter = jitter
    }

    /// The wait after `failures` failures in a row (from 1), honouring `retryAfter`.
    public func delay(afterFailures failures: Int, retryAfter: Duration? = nil) -> Duration {
        let doublings = min(max(failures - 1, 0), 30)
        let exponential = min(initial * (1 << doublings), maximum)
        let jittered = exponential * jitter()
        return min(max(jittered, retryAfter ?? .zero), maximum)
    }
}
