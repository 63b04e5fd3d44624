/// A cross-cutting concern of requests (an auth header, an activity counter, logging …) as a small
/// type of its own, run by `NetworkClient` around every request instead of an `if` inside `send`.
///
/// Every hook has a do-nothing default, so a behaviour implements only what it needs. During a hook,
/// `RequestAttempt.current` describes the request and the attempt being made.
public protocol RequestBehavior: Sendable {
    /// Headers added to every attempt, read after `beforeSend`. Later behaviours win over earlier
    /// ones, and the request's own headers win over all of them.
    var additionalHeaders: [String: String] { get }

    /// Runs before each attempt, retries included. Throwing stops the request without sending it;
    /// the caller gets `NetworkError.rejectedByBehavior`.
    func beforeSend() async throws

    /// Runs once when the request succeeded and its answer was decoded.
    func afterSuccess(result: AnyResponse) async

    /// Runs once when the request failed for good (after its last attempt), whatever the reason.
    func afterFailure(error: NetworkError) async
}

extension RequestBehavior {
    /// No additional headers.
    public var additionalHeaders: [String: String] { [:] }
    /// Does nothing.
    public func beforeSend() async throws {}
    /// Does nothing.
    public func afterSuccess(result: AnyResponse) async {}
    /// Does nothing.
    public func afterFailure(error: NetworkError) async {}
}
