import Foundation

/// Who decides a purchase order — one rule for the server, the kits and the pages: the first manager
/// up the purchaser's line in the org chart whose approval limit covers the order's total and who
/// signs in with an account that can sign in now (`eligible`), never the purchaser. When no one up the
/// line does (or the purchaser is no one in the org chart), any administrator but the purchaser decides.
public enum ApprovalRoute: Hashable, Sendable {
    /// This person of the org chart, by the account they sign in with.
    case manager(employee: UUID, account: UUID)
    /// Any administrator but the purchaser.
    case administrators

    /// The approver of an order for `total` placed by account `purchaser`, in `chart`.
    public static func of(
        total: Double, purchaser: UUID, in chart: OrgChart, employees: [Employee], eligible: Set<UUID>? = nil
    ) -> ApprovalRoute {
        guard var person = employees.first(where: { $0.accountId == purchaser }) else { return .administrators }
        var seen: Set<UUID> = [person.id]
        while let manager = chart.manager(of: person), seen.insert(manager.id).inserted {
            if let account = manager.accountId, account != purchaser, eligible?.contains(account) ?? true,
                let limit = manager.approvalLimit, limit >= total
            {
                return .manager(employee: manager.id, account: account)
            }
            person = manager
        }
        return .administrators
    }

    /// The account that decides; `nil` when it is any administrator.
    public var account: UUID? {
        if case .manager(_, let account) = self { return account }
        return nil
    }
}
