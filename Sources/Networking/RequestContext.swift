import Foundation
import Synchronization

/// The request a behaviour's hook is running for: `RequestContext.current` inside every hook.
///
/// Hooks take no request argument, so behaviours that need one (logging, counting requests rather
/// than attempts) read it from here.
public struct RequestContext: Sendable {
    /// Unique for each `send` in this process; the same for all attempts of one request.
    public let requestID: UInt64
    /// The request's method.
    public let method: HTTPMethod
    /// The full URL, query included.
    public let url: URL
    /// The request's own headers and its body's content type; behaviours' headers are not included.
    public let headers: [String: String]
    /// The attempt being made: 1 for the first, 2 for the first retry …
    public let attempt: Int
    /// When the first attempt began.
    public let startedAt: ContinuousClock.Instant

    /// The request whose hooks are running, or `nil` outside a hook.
    @TaskLocal public static var current: RequestContext?

    private static let lastRequestID = Atomic<UInt64>(0)

    /// Makes the context of a new request, for its first attempt.
    static func makeNew(method: HTTPMethod, url: URL, headers: [String: String]) -> RequestContext {
        let id = lastRequestID.add(1, ordering: .relaxed).newValue
        return RequestContext(
            requestID: id, method: method, url: url, headers: headers, attempt: 1,
            startedAt: ContinuousClock.now)
    }

    /// The same request at a later attempt.
    func at(attempt: Int) -> RequestContext {
        RequestContext(
            requestID: requestID, method: method, url: url, headers: headers, attempt: attempt,
            startedAt: startedAt)
    }
}
