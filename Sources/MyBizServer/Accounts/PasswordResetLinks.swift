import Foundation
import HTTPTypes
import MyBizAPI
import ServerHTTP
import ServerSecurity
import WebPages

/// Links an administrator makes for a person who forgot their password: one use, for a day, the
/// newest only. The token is stored by its hash like a session's but opens nothing but its own form
/// (`CredentialKind.passwordReset`), and is read from the database every time, never from a cache,
/// so a link used on one server is dead on every other at once.
struct PasswordResetLinks: Sendable {
    let accounts: any AccountRepository
    let authenticator: Authenticator

    /// Why a member may not.
    static let forbidden = APIError(.forbidden, "Only administrators may make password reset links.")

    /// The path of the form a reset token opens.
    static func path(_ token: SessionToken) -> String { "/app/reset/\(token.text)" }

    /// A new link for account `id`, voiding any older one, made by `admin`.
    ///
    /// - Throws: `APIError` 403 for a member, 404 for no such account, 409 for a disabled one.
    func make(for id: UUID, by admin: Account) async throws -> PasswordResetLink {
        try admin.requireAdmin(Self.forbidden)
        guard let account = try await accounts.account(id: id), let person = try await accounts.person(id: id) else {
            throw APIError(.notFound, "There is no user \(id.uuidString).")
        }
        guard person.isActive else {
            throw APIError(.conflict, "\(person.name)'s account is disabled: enable it before making a reset link.")
        }
        try await accounts.revokeTokens(of: id, kind: .passwordReset)
        let token = try await authenticator.issueToken(
            for: account, kind: .passwordReset, lifetime: .seconds(PasswordResetLink.lifetime))
        return PasswordResetLink(
            path: Self.path(token), expiresAt: authenticator.now().addingTimeInterval(PasswordResetLink.lifetime))
    }

    /// The account `token` lets set a new password now; `nil` when it is unknown, used, voided or expired.
    func account(for token: String) async throws -> Account? {
        guard !token.isEmpty else { return nil }
        return try await accounts.grant(
            tokenHash: SessionToken(text: token).hash, kind: .passwordReset, at: authenticator.now()
        )?.account
    }

    /// Gives the account `token` opens the password `new`, ending every session, token and link of it.
    ///
    /// - Throws: a `RuleProblem` for the rule `new` breaks; `APIError` 410 when the link no longer works.
    func use(_ token: String, new: String) async throws -> Account {
        if let problem = PasswordRules.problem(new, field: "The new password") {
            throw RuleProblem("newPassword", problem)
        }
        guard let account = try await account(for: token) else { throw Self.gone }
        // Taken and used in one transaction: of two uses at once, one finds it gone.
        guard
            try await accounts.resetPassword(
                tokenHash: SessionToken(text: token).hash, to: try await authenticator.passwords.hash(new),
                at: authenticator.now()) != nil
        else { throw Self.gone }
        authenticator.tokens.forget(accountID: account.id)
        return account
    }

    /// What a link that no longer works says.
    static let gone = APIError(
        .gone,
        "This link no longer works: it was used, a newer one was made, or a day has passed. Ask an administrator for a new one."
    )
}
