import Locks

/// Sends `Authorization: Bearer <token>` with every attempt when the injected token source has a
/// token, and no `Authorization` header when it has none.
///
/// The token is asked for in `beforeSend` (hooks may be async, headers may not), so each attempt
/// carries the token current when it starts — a token refreshed between retries is picked up.
public struct AuthTokenHeaderBehavior: RequestBehavior {
    private let token: @Sendable () async -> String?
    private let latest = LatestToken()

    /// Creates the behaviour over a token source, e.g. `{ await session.token }`.
    public init(token: @escaping @Sendable () async -> String?) {
        self.token = token
    }

    /// `Authorization: Bearer <token>`, or nothing without a token.
    public var additionalHeaders: [String: String] {
        guard let token = latest.value.withLock({ $0 }), !token.isEmpty else { return [:] }
        return ["Authorization": "Bearer \(token)"]
    }

    /// Reads the current token from the source.
    public func beforeSend() async throws {
        let current = await token()
        latest.value.withLock { $0 = current }
    }
}

/// The token read by the last `beforeSend`; a class because copies of the behaviour share it.
private final class LatestToken: Sendable {
    let value = Locked<String?>(nil)
}
