import Foundation
import HTTPTypes
import MyBizAPI
import ServerHTTP
import ServerSecurity

/// Inviting people and changing accounts — for administrators only — as the API and the company
/// app's pages both do it. A company always keeps an enabled administrator (`AccountRules`); a
/// disabled account's sessions and tokens end at once and it cannot log in until enabled again. The
/// company's accounts are its people: an invitation places the person in the org chart, the list says
/// who in the chart signs in with each account, and one taken out of the company is no one in it.
struct AccountDesk: Sendable {
    let accounts: any AccountRepository
    /// The org chart, whose people sign in with the accounts.
    let company: any CompanyRepository
    let authenticator: Authenticator
    let passwords: any PasswordHasher

    /// Why a member may not.
    static let forbidden = APIError(.forbidden, "Only administrators may invite people or change accounts.")

    /// Every account, administrators first, then by name, each with the person who signs in with it.
    func list(by account: Account) async throws -> [AccountSummary] {
        try account.requireAdmin(Self.forbidden)
        let people = try await Self.people(in: company)
        return try await accounts.all().map { summary in
            var summary = summary
            summary.person = people[summary.id]?.id
            return summary
        }.sorted {
            ($0.role == .admin ? 0 : 1, $0.name.lowercased()) < ($1.role == .admin ? 0 : 1, $1.name.lowercased())
        }
    }

    /// Every problem `invitation` has: its own rules', the org chart's for the place it gives, and a
    /// username taken.
    func problems(of invitation: Invitation, by account: Account) async throws -> [RuleProblem] {
        try account.requireAdmin(Self.forbidden)
        var problems = invitation.problems
        if let draft = invitation.person?.trimmed,
            let problem = OrgChart(employees: try await company.employees()).problem(placing: nil, under: draft.manager)
        {
            problems.append(Self.personal(problem))
        }
        let username = invitation.username.trimmingCharacters(in: .whitespacesAndNewlines)
        if !problems.contains(where: { $0.field == "username" }), try await accounts.account(username: username) != nil
        {
            problems.append(Self.taken(username))
        }
        return problems
    }

    /// Makes an account for `invitation`, with a password to hand over once, and — when it gives their
    /// place — the person in the org chart who signs in with it. The org chart's rules and the
    /// username are asked about before anything is made, so a refusal leaves neither behind.
    ///
    /// - Throws: `APIError` 403 for a member; the first `RuleProblem` of `problems(of:by:)`.
    func invite(_ invitation: Invitation, by account: Account) async throws -> InvitedAccount {
        try refuseFirst(of: try await problems(of: invitation, by: account))
        let username = invitation.username.trimmingCharacters(in: .whitespacesAndNewlines)
        let draft = invitation.person?.trimmed
        // A person's account carries the person's name, as it does after every change of the person.
        let name =
            draft.map { OrgChart.displayName(givenName: $0.givenName, familyName: $0.familyName) }
            ?? invitation.name.trimmingCharacters(in: .whitespacesAndNewlines)
        let password = Self.temporaryPassword()
        let invited = Account(
            id: UUID(), username: username, name: name,
            role: Account.Role(rawValue: invitation.role.rawValue) ?? .member, mustChoosePassword: true)
        // The person first, checked by the chart in its own transaction: an account made after it can be
        // refused only for its username, taken in the moment between, and then the person goes again.
        var person: Employee?
        if let draft {
            person = try await company.add(draft, account: invited.id) { chart in
                if let problem = chart.problem(placing: nil, under: draft.manager) { throw Self.personal(problem) }
            }
        }
        guard
            try await accounts.create(
                invited, passwordHash: try await passwords.hash(password), at: authenticator.now())
                != nil
        else {
            if let person { try await company.remove(employee: person.id) { _ in } }
            throw Self.taken(username)
        }
        return InvitedAccount(
            account: AccountSummary(
                id: invited.id, username: username, name: name, role: invitation.role, disabled: false,
                person: person?.id),
            temporaryPassword: password, person: person)
    }

    /// Applies `change` to account `id`. The rule and the change are one transaction in which
    /// `account` must still be an enabled administrator, so two administrators demoting or disabling
    /// each other at once — through one server or two — leave one of them an administrator.
    ///
    /// - Throws: `APIError` 403 for a member (or someone no longer an administrator), 404 for no such
    ///   account; a `RuleProblem` when no enabled administrator would remain.
    func change(_ id: UUID, _ change: AccountChange, by account: Account) async throws -> AccountSummary {
        try account.requireAdmin(Self.forbidden)
        let actor = account.id
        let changed = try await accounts.change(id, at: authenticator.now()) { accounts in
            guard accounts.contains(where: { $0.id == actor && $0.role == .admin && !$0.disabled }) else {
                throw Self.forbidden
            }
            if let problem = AccountRules.problem(applying: change, to: id, among: accounts) { throw problem }
            return change
        }
        // Whatever changed, the sessions trusted from memory must be asked about again.
        authenticator.tokens.forget(accountID: id)
        guard var changed else { throw APIError(.notFound, "There is no user \(id.uuidString).") }
        let people = try await Self.people(in: company)
        if let person = people[id] {
            if changed.companyMember {
                changed.person = person.id
            } else {
                // An account only for the market is no one in the company: the person stays, without it.
                _ = try await company.link(
                    employee: person.id, EmployeeAccount(accountId: nil, approvalLimit: person.approvalLimit))
            }
        }
        return changed
    }

    /// The org chart's `problem` with an invitation's person, named as theirs.
    private static func personal(_ problem: RuleProblem) -> RuleProblem {
        RuleProblem(problem.field.map { "person.\($0)" } ?? "person", problem.sentence)
    }

    private static func taken(_ username: String) -> RuleProblem {
        RuleProblem("username", "The username \(username) is taken.")
    }

    /// Who in the org chart signs in with each account, by the account's id.
    private static func people(in company: any CompanyRepository) async throws -> [UUID: Employee] {
        Dictionary(
            try await company.employees().compactMap { person in person.accountId.map { ($0, person) } },
            uniquingKeysWith: { first, _ in first })
    }

    /// Twelve letters and digits in three groups, none that are read wrongly (no 0/o, 1/l/i).
    static func temporaryPassword() -> String {
        let alphabet = Array("abcdefghjkmnpqrstuvwxyz23456789")
        var generator = SystemRandomNumberGenerator()
        let groups = (0..<3).map { _ in String((0..<4).map { _ in alphabet.randomElement(using: &generator)! }) }
        return groups.joined(separator: "-")
    }
}
