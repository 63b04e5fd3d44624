import Foundation
import HTTPTypes
import MyBizAPI
import ServerHTTP

/// Adding people to the company, changing and removing them — for administrators only, by
/// `EmployeeDraft`'s rules and the org chart's (`OrgChart.problem(placing:under:)`) — as the API and
/// the company app's pages both do it. The org chart and the birthdays follow at once. A person and
/// the account they sign in with are one: the account carries the person's name.
struct EmployeeDesk: Sendable {
    let company: any CompanyRepository
    /// Where the accounts people sign in with are.
    let accounts: any AccountRepository
    /// The accounts trusted from memory, asked about again when a name changes.
    let tokens: TokenCache

    /// Why a member may not.
    static let forbidden = APIError(.forbidden, "Only administrators may add, change or remove people.")

    /// Adds the person `draft` describes, as `account`.
    ///
    /// - Throws: `APIError` 403 for a member; the first `RuleProblem` broken.
    func add(_ draft: EmployeeDraft, by account: Account) async throws -> Employee {
        let draft = try checked(draft, by: account)
        return try await company.add(draft, account: nil) { chart in
            try Self.refuse(chart.problem(placing: nil, under: draft.manager))
        }
    }

    /// Changes person `id` to `draft`, as `account`.
    ///
    /// - Throws: `APIError` 403 for a member, 404 for no such person; a broken rule's `RuleProblem`.
    func replace(_ id: UUID, with draft: EmployeeDraft, by account: Account) async throws -> Employee {
        let draft = try checked(draft, by: account)
        let changed = try await company.replace(employee: id, with: draft) { chart in
            guard chart.employee(id) != nil else { throw Self.notFound(id) }
            try Self.refuse(chart.problem(placing: id, under: draft.manager))
        }
        try await nameAccount(of: changed)
        return changed
    }

    /// Sets the account person `id` signs in with and the most they may approve, as `account`.
    ///
    /// - Throws: `APIError` 403 for a member, 404 for no such person; a `RuleProblem` for a limit out of
    ///   range, an account that is no one of the company's, or one that is another person's.
    func link(_ id: UUID, _ link: EmployeeAccount, by account: Account) async throws -> Employee {
        try account.requireAdmin(Self.forbidden)
        try refuseFirst(of: link.problems)
        if let linked = link.accountId {
            guard let target = try await accounts.account(id: linked), target.isCompanyMember else {
                throw RuleProblem("accountId", "There is no account \(linked.uuidString) among the company's people.")
            }
        }
        guard let employee = try await company.link(employee: id, link) else { throw Self.notFound(id) }
        try await nameAccount(of: employee)
        return employee
    }

    /// Gives the account `person` signs in with, if any, their name.
    private func nameAccount(of person: Employee) async throws {
        guard let id = person.accountId else { return }
        try await accounts.rename(id, to: OrgChart.displayName(of: person))
        tokens.forget(accountID: id)
    }

    /// Removes person `id`, as `account`.
    ///
    /// - Throws: `APIError` 403 for a member, 404 for no such person; a `RuleProblem` when they still
    ///   have reports.
    func remove(_ id: UUID, by account: Account) async throws {
        try account.requireAdmin(Self.forbidden)
        try await company.remove(employee: id) { chart in
            guard chart.employee(id) != nil else { throw Self.notFound(id) }
            try Self.refuse(chart.problem(removing: id))
        }
    }

    /// The draft trimmed, when `account` may change the company and it keeps `EmployeeDraft`'s own rules;
    /// the org chart's rules are checked inside the write's transaction.
    private func checked(_ draft: EmployeeDraft, by account: Account) throws -> EmployeeDraft {
        try account.requireAdmin(Self.forbidden)
        let trimmed = draft.trimmed
        try refuseFirst(of: trimmed.problems)
        return trimmed
    }

    private static func refuse(_ problem: RuleProblem?) throws(RuleProblem) {
        if let problem { throw problem }
    }

    static func notFound(_ id: UUID) -> APIError {
        APIError(.notFound, "There is no one with the id \(id.uuidString) in the company.")
    }
}
