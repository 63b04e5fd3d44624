/// The body of every error answer: `{"error": true, "reason": "…"}`, with `"field": "…"` when the
/// broken rule is about one field.
public struct ErrorBody: Codable, Hashable, Sendable {
    /// Always `true`.
    public var error: Bool
    /// A sentence a person can read; exactly `Unauthorized` for a refused login or token.
    public var reason: String

    /// The field the broken rule is about, as the request named it, when it is about one (an addition
    /// of ours; old clients ignore it): a form marks that field without reading the sentence.
    public var field: String?

    /// Creates an error body with `reason`, about `field`.
    public init(reason: String, field: String? = nil) {
        self.error = true
        self.reason = reason
        self.field = field
    }
}
