import Foundation
import Locks

/// The attempt a behaviour's hook is running for: `RequestAttempt.current` inside every hook.
///
/// Hooks take no request argument, so behaviours that need one (logging, counting requests rather
/// than attempts) read it from here. In `afterSuccess` and `afterFailure` it is the last attempt.
public struct RequestAttempt: Sendable {
    /// Unique for each `send` in this process; the same for all attempts of one request.
    public let requestID: UInt64
    /// The request's method.
    public let method: HTTPMethod
    /// The full URL, query included, made when asked for: most behaviours never need it, and
    /// parsing a URL on every request was a visible share of the client's own cost.
    public var url: URL {
        // The string is a parsed URL's scheme and authority with a path and query encoded by
        // `PercentEncoding`, so it always parses; the fallback only keeps this total.
        URL(string: urlString) ?? URL(fileURLWithPath: "/")
    }
    /// The full URL as a string.
    public let urlString: String
    /// The request's own headers; behaviours' headers and the body's content type are not included.
    public let headers: [String: String]
    /// Which attempt this is: 1 for the first, 2 for the first retry …
    public let number: Int
    /// When the request's first attempt began.
    public let startedAt: ContinuousClock.Instant

    /// The attempt whose hooks are running, or `nil` outside a hook.
    @TaskLocal public static var current: RequestAttempt?

    private static let lastRequestID = Locked<UInt64>(0)

    /// The first attempt of a new request.
    static func first(method: HTTPMethod, urlString: String, headers: [String: String]) -> RequestAttempt {
        RequestAttempt(
            requestID: lastRequestID.withLock { id in
                id += 1
                return id
            }, method: method, urlString: urlString,
            headers: headers, number: 1, startedAt: .now)
    }

    /// The attempt after this one.
    var next: RequestAttempt {
        RequestAttempt(
            requestID: requestID, method: method, urlString: urlString, headers: headers, number: number + 1,
            startedAt: startedAt)
    }
}
