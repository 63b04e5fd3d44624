import Foundation
import HTTPTypes
import MyBizAPI
import ServerHTTP
import ServerSecurity

/// Inviting people and changing accounts — for administrators only — as the API and the company
/// app's pages both do it. A company always keeps an enabled administrator (`AccountRules`); a
/// disabled account's sessions and tokens end at once and it cannot log in until enabled again.
struct AccountDesk: Sendable {
    let accounts: any AccountRepository
    let authenticator: Authenticator
    let passwords: any PasswordHasher

    /// Why a member may not.
    static let forbidden = APIError(.forbidden, "Only administrators may invite people or change accounts.")

    /// Every account, administrators first, then by name.
    func list(by account: Account) async throws -> [AccountSummary] {
        try account.requireAdmin(Self.forbidden)
        return try await accounts.all().sorted {
            ($0.role == .admin ? 0 : 1, $0.name.lowercased()) < ($1.role == .admin ? 0 : 1, $1.name.lowercased())
        }
    }

    /// Makes an account for `invitation`, with a password to hand over once.
    ///
    /// - Throws: `APIError` 403 for a member; a `RuleProblem` for a rule broken or a username taken.
    func invite(_ invitation: Invitation, by account: Account) async throws -> InvitedAccount {
        try account.requireAdmin(Self.forbidden)
        try refuseFirst(of: invitation.problems)
        let username = invitation.username.trimmingCharacters(in: .whitespacesAndNewlines)
        let name = invitation.name.trimmingCharacters(in: .whitespacesAndNewlines)
        let password = Self.temporaryPassword()
        let invited = Account(
            id: UUID(), username: username, name: name,
            role: Account.Role(rawValue: invitation.role.rawValue) ?? .member, mustChoosePassword: true)
        guard
            try await accounts.create(
                invited, passwordHash: try await passwords.hash(password), at: authenticator.now())
                != nil
        else {
            throw RuleProblem("username", "The username \(username) is taken.")
        }
        return InvitedAccount(
            account: AccountSummary(
                id: invited.id, username: username, name: name, role: invitation.role, disabled: false),
            temporaryPassword: password)
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
        guard let changed else { throw APIError(.notFound, "There is no user \(id.uuidString).") }
        return changed
    }

    /// Twelve letters and digits in three groups, none that are read wrongly (no 0/o, 1/l/i).
    static func temporaryPassword() -> String {
        let alphabet = Array("abcdefghjkmnpqrstuvwxyz23456789")
        var generator = SystemRandomNumberGenerator()
        let groups = (0..<3).map { _ in String((0..<4).map { _ in alphabet.randomElement(using: &generator)! }) }
        return groups.joined(separator: "-")
    }
}
