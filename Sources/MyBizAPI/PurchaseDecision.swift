import Foundation

/// The body of `POST /api/purchases/{id}/reject` (and, optionally, of `approve`): why.
public struct PurchaseDecision: Codable, Hashable, Sendable {
    /// Why it was decided so; required to reject, at most `maxReason` characters.
    public var reason: String?

    /// A decision saying `reason`.
    public init(reason: String? = nil) {
        self.reason = reason
    }

    /// The longest reason, in characters.
    public static let maxReason = 1_000

    /// The reason trimmed, or `nil` when there is none.
    public var trimmedReason: String? {
        let trimmed = reason?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return trimmed.isEmpty ? nil : trimmed
    }

    /// What is wrong with it for a rejection (`rejecting`) or an approval, each a sentence naming `reason`.
    public func problems(rejecting: Bool) -> [RuleProblem] {
        if rejecting && trimmedReason == nil {
            return [RuleProblem("reason", "Say why the order is rejected: the purchaser reads it.")]
        }
        if let reason, reason.count > Self.maxReason {
            return [RuleProblem("reason", "reason must be at most \(Self.maxReason) characters.")]
        }
        if let reason, reason.utf8.contains(0) {
            return [RuleProblem("reason", "reason must not contain the NUL character.")]
        }
        return []
    }
}
