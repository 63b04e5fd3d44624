import MyBizAPI

/// Where the logged-in session (token and who it belongs to) is kept between launches: the
/// keychain in an app, a private file for the command line, memory in tests.
public protocol TokenStore: Sendable {
    /// The stored session, if any.
    func session() async throws -> Session?
    /// Keeps `session`, replacing any other.
    func save(_ session: Session) async throws
    /// Forgets the session.
    func clear() async throws
}

/// A `TokenStore` in memory, for tests and previews.
public actor InMemoryTokenStore: TokenStore {
    private var stored: Session?

    /// A store holding `session`, or nothing.
    public init(_ session: Session? = nil) {
        stored = session
    }

    /// The session held.
    public func session() -> Session? { stored }

    /// Holds `session`.
    public func save(_ session: Session) { stored = session }

    /// Forgets the session.
    public func clear() { stored = nil }
}
