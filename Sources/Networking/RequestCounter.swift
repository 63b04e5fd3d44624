import Locks

/// Counts requests in flight — requests, not attempts: a request retried twice counts once, from
/// its first `beforeSend` to its `afterSuccess` or `afterFailure`. Drive an activity indicator with
/// `onChange`, or read `inFlight`.
public final class RequestCounter: RequestBehavior {
    private struct State {
        var active: Set<UInt64> = []
        var started = 0
    }
    private let state = Locked(State())
    private let onChange: @Sendable (_ inFlight: Int) -> Void

    /// Creates a counter; `onChange` is called with the new count whenever it changes.
    public init(onChange: @escaping @Sendable (_ inFlight: Int) -> Void = { _ in }) {
        self.onChange = onChange
    }

    /// Requests sent and not yet finished.
    public var inFlight: Int { state.withLock { $0.active.count } }

    /// Requests started since the counter was made.
    public var started: Int { state.withLock { $0.started } }

    /// Counts the request in, on its first attempt.
    public func beforeSend() async throws {
        guard let id = RequestAttempt.current?.requestID else { return }
        let count: Int? = state.withLock { state in
            guard state.active.insert(id).inserted else { return nil }
            state.started += 1
            return state.active.count
        }
        if let count { onChange(count) }
    }

    /// Counts the request out.
    public func afterSuccess(result: AnyResponse) async { finish() }

    /// Counts the request out.
    public func afterFailure(error: NetworkError) async { finish() }

    private func finish() {
        guard let id = RequestAttempt.current?.requestID else { return }
        let count: Int? = state.withLock { state in
            state.active.remove(id) == nil ? nil : state.active.count
        }
        if let count { onChange(count) }
    }
}
