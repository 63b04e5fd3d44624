import Foundation
import MyBizAPI
import WebPages

/// Where accounts and their session tokens are kept.
protocol AccountRepository: Sendable {
    /// Stores a new account; `nil` when the username is taken, in any case.
    func create(_ account: Account, passwordHash: String, at date: Date) async throws -> Account?
    /// The account with `username` — its exact spelling, or one that is the same as `UsernameRules.key`
    /// folds it (width and case) — and its password hash.
    func account(username: String) async throws -> (account: Account, passwordHash: String)?
    /// The account with exactly `username`, and its password hash.
    func account(exactUsername username: String) async throws -> (account: Account, passwordHash: String)?
    /// Replaces the password hash of account `id` (a hash of an older kind, at a right password).
    func updatePasswordHash(_ hash: String, of id: UUID) async throws
    /// The account with `id`.
    func account(id: UUID) async throws -> Account?
    /// Gives account `id` the name `name`: the name of the person in the org chart who signs in with it.
    func rename(_ id: UUID, to name: String) async throws
    /// Account `id` as others see it — its name, when it was made and whether it is disabled — or `nil`.
    func person(id: UUID) async throws -> WebPerson?
    /// Records a session token of `kind` (by its hash) for `accountID`, valid until `expiry`.
    func storeToken(hash: String, kind: CredentialKind, for accountID: UUID, createdAt: Date, expiresAt expiry: Date)
        async throws
    /// The account a token of `kind` (by its hash) opens at `date`, and until when: none when
    /// unknown, of another kind, revoked or expired.
    func grant(tokenHash: String, kind: CredentialKind, at date: Date) async throws -> TokenGrant?
    /// Gives account `id` the password `hash` and ends every token of it, of every kind, but the one
    /// with `keptTokenHash` — in one transaction.
    func setPassword(_ hash: String, of id: UUID, keepingToken keptTokenHash: String?) async throws
    /// Uses the password reset token with `tokenHash` once: in one transaction it is taken (while valid
    /// at `date`), its account gets the password `hash`, and every token of the account ends. The
    /// account's id; `nil` when the token was unknown, used, voided or expired — one of two uses at
    /// once gets `nil`.
    func resetPassword(tokenHash: String, to hash: String, at date: Date) async throws -> UUID?
    /// Ends every token of account `id` of `kind`.
    func revokeTokens(of id: UUID, kind: CredentialKind) async throws
    /// Ends every token of account `id`, of every kind.
    func revokeTokens(of id: UUID) async throws
    /// Every account, as administrators see them.
    func all() async throws -> [AccountSummary]
    /// Changes account `id` as `decide` says, in one transaction that first locks every enabled
    /// administrator's row: `decide` is given every account as it is now and answers the change, or
    /// throws to change nothing. Two changes at once — on this server or another sharing the database —
    /// so take turns, and each decides on what the other did. Disabling ends every token of the account
    /// in the same transaction. Answers the account as changed; `nil` when there is no account `id`.
    func change(
        _ id: UUID, at date: Date, _ decide: @escaping @Sendable ([AccountSummary]) throws -> AccountChange
    ) async throws -> AccountSummary?
    /// When account `id` last opened the announcements; `nil` when never.
    func announcementsSeen(by id: UUID) async throws -> Date?
    /// Notes that account `id` opened the announcements at `date`.
    func markAnnouncementsSeen(by id: UUID, at date: Date) async throws
    /// Revokes a token of `kind` (by its hash), and drops every expired one.
    func revokeToken(hash: String, kind: CredentialKind, at date: Date) async throws
}
