import Foundation

/// The body of `PUT /api/employees/{id}/account` (administrators): the account a person of the org
/// chart signs in with, and the largest purchase order they may approve — both `null` to clear.
public struct EmployeeAccount: Codable, Hashable, Sendable {
    /// The account, one of the company's; one account is at most one person.
    public var accountId: UUID?
    /// The largest total they may approve, in the catalogue's currency; `nil` for none.
    public var approvalLimit: Double?

    /// A link and a limit.
    public init(accountId: UUID?, approvalLimit: Double?) {
        self.accountId = accountId
        self.approvalLimit = approvalLimit
    }

    /// The largest approval limit that may be set.
    public static let maxApprovalLimit = 1_000_000_000_000.0

    /// What is wrong with it, each a sentence naming its field; empty when it will do.
    public var problems: [RuleProblem] {
        guard let approvalLimit else { return [] }
        guard approvalLimit.isFinite, approvalLimit >= 0, approvalLimit <= Self.maxApprovalLimit else {
            return [RuleProblem("approvalLimit", "approvalLimit must be at least 0 and at most 1,000,000,000,000.")]
        }
        return []
    }

    /// Writes both keys, an empty one as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(accountId, forKey: .accountId)
        try container.encode(approvalLimit, forKey: .approvalLimit)
    }
}
