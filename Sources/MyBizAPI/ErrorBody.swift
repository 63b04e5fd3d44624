/// The body of every error answer: `{"error": true, "reason": "…"}`.
public struct ErrorBody: Codable, Hashable, Sendable {
    /// Always `true`.
    public var error: Bool
    /// A sentence a person can read; exactly `Unauthorized` for a refused login or token.
    public var reason: String

    /// Creates an error body with `reason`.
    public init(reason: String) {
        self.error = true
        self.reason = reason
    }
}
