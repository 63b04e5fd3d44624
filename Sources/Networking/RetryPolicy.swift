import Foundation

/// When a failed attempt is tried again, and after how long.
///
/// `.default`: at most 3 attempts; only idempotent methods (never a POST or PATCH); only after a
/// transport failure or a 408, 429, 500, 502, 503 or 504; waiting 0.5 s × 2^(attempt − 1) with full
/// jitter, or what the answer's `Retry-After` asks for, capped at `maxRetryAfter`.
public struct RetryPolicy: Sendable {
    /// Attempts in all, the first included; 1 means never retry.
    public var maxAttempts: Int
    /// Methods that may be retried.
    public var retryableMethods: Set<HTTPMethod>
    /// Statuses worth another attempt.
    public var retryableStatusCodes: Set<Int>
    /// The backoff before the first retry, doubled for each further one.
    public var baseDelay: Duration
    /// The longest wait a `Retry-After` header can ask for; longer requests are cut to this.
    public var maxRetryAfter: Duration
    /// A random number in 0 ..< 1 that spreads the backoff (full jitter); injectable for tests.
    public var random: @Sendable () -> Double

    /// Creates a policy; the defaults are those of `.default`.
    public init(
        maxAttempts: Int = 3,
        retryableMethods: Set<HTTPMethod> = [.get, .head, .put, .delete, .options],
        retryableStatusCodes: Set<Int> = [408, 429, 500, 502, 503, 504],
        baseDelay: Duration = .milliseconds(500),
        maxRetryAfter: Duration = .seconds(30),
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.maxAttempts = maxAttempts
        self.retryableMethods = retryableMethods
        self.retryableStatusCodes = retryableStatusCodes
        self.baseDelay = baseDelay
        self.maxRetryAfter = maxRetryAfter
        self.random = random
    }

    /// Three attempts for idempotent requests, with backoff and `Retry-After`.
    public static let `default` = RetryPolicy()

    /// Never retry.
    public static let none = RetryPolicy(maxAttempts: 1)

    /// How long to wait before trying again after attempt number `attempt` failed, or `nil` when
    /// the request must not be tried again.
    ///
    /// - Parameters:
    ///   - attempt: the attempt that failed, 1 for the first.
    ///   - method: the request's method.
    ///   - statusCode: the answer's status, or `nil` when there was no answer (a transport failure).
    ///   - retryAfter: the answer's `Retry-After` header, if any.
    ///   - now: the current time, to read a `Retry-After` date against.
    public func delay(
        afterAttempt attempt: Int, method: HTTPMethod, statusCode: Int?, retryAfter: String? = nil,
        now: Date = Date()
    ) -> Duration? {
        guard attempt < maxAttempts, retryableMethods.contains(method) else { return nil }
        if let statusCode, !retryableStatusCodes.contains(statusCode) { return nil }
        if let retryAfter, let asked = Self.parseRetryAfter(retryAfter, now: now) {
            return min(asked, maxRetryAfter)
        }
        let ceiling = baseDelay * (1 << min(attempt - 1, 30))
        return ceiling * min(max(random(), 0), 1)
    }

    /// Reads a `Retry-After` value: whole seconds (`120`) or an HTTP date (RFC 9110 §10.2.3).
    /// A date in the past means "now"; anything unreadable is ignored.
    public static func parseRetryAfter(_ value: String, now: Date = Date()) -> Duration? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(trimmed) {
            return seconds >= 0 ? .seconds(seconds) : nil
        }
        guard let date = HTTPDate.parse(trimmed) else { return nil }
        return .milliseconds(max(0, Int((date.timeIntervalSince(now) * 1000).rounded(.up))))
    }
}
