/// The answer to `POST /api/analytics/batch`: how many reports were stored (all of them).
public struct BatchAcceptance: Codable, Hashable, Sendable {
    /// The number of reports stored.
    public var accepted: Int

    /// Creates an answer.
    public init(accepted: Int) {
        self.accepted = accepted
    }
}
