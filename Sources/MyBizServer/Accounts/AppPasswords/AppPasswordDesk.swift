import Foundation
import Hummingbird
import Locks
import MyBizAPI
import ServerHTTP
import ServerSecurity
import WebPages

/// Making, listing and revoking app passwords, and signing an app in with one: HTTP Basic with the
/// account's username and an app password, counted with a login's limits — on counters of their
/// own, so a wrong app password costs what a wrong password does without spending the logins'.
struct AppPasswordDesk: Sendable {
    let passwords: any AppPasswordRepository
    let authenticator: Authenticator
    /// Sign-ins confirmed lately, trusted as long as API tokens are, so a sync's burst of requests
    /// costs one check; a revocation on this server drops them at once.
    private let confirmed = Locked<[String: Confirmed]>([:])

    private struct Confirmed {
        let password: AppPassword
        let account: Account
        let at: Date
        /// The token cache's revocations when it was confirmed: any since (a new password, logging
        /// out everywhere, a disabled account) and it is asked of the database again.
        let revocations: Int
    }

    init(passwords: any AppPasswordRepository, authenticator: Authenticator) {
        self.passwords = passwords
        self.authenticator = authenticator
    }

    /// Why an app password could not be made.
    enum Refusal: Error, Equatable {
        case name(String)
        case tooMany
    }

    /// Makes an app password called `name` for `account`, reading dates without a time in `zone`.
    ///
    /// - Returns: the password and its secret, which is shown once and kept only as a hash.
    func make(named name: String, for account: Account, zone: TimeZone) async throws -> (AppPassword, String) {
        if let problem = AppPassword.problem(name: name) { throw Refusal.name(problem) }
        let password = AppPassword(
            id: UUID(), name: name.trimmingCharacters(in: .whitespacesAndNewlines), createdAt: authenticator.now(),
            lastUsedAt: nil, zone: zone)
        let secret = AppPassword.secret()
        guard
            try await passwords.add(
                password, hash: SessionToken(text: AppPassword.normalized(secret)).hash, for: account.id,
                limit: AppPassword.maxCount)
        else { throw Refusal.tooMany }
        return (password, secret)
    }

    /// Revokes `account`'s app password `id`; whether there was one.
    func revoke(_ id: UUID, of account: Account) async throws -> Bool {
        let revoked = try await passwords.revoke(id, of: account.id)
        confirmed.withLock { $0 = $0.filter { $0.value.password.id != id } }
        return revoked
    }

    /// The account and app password `request`'s Basic credentials name, or `nil` without Basic
    /// credentials or with wrong ones.
    ///
    /// - Throws: `APIError` 429 past the attempt limits.
    func signIn(_ request: Request, client: String) async throws -> (password: AppPassword, account: Account)? {
        guard let (username, secret) = Authenticator.basicCredentials(request) else { return nil }
        let hash = SessionToken(text: AppPassword.normalized(secret)).hash
        let key = UsernameRules.key(username) + "\u{0}" + hash
        let now = authenticator.now()
        let revocations = authenticator.tokens.revocations
        if let known = confirmed.withLock({ $0[key] }), now.timeIntervalSince(known.at) < authenticator.tokens.maxAge,
            known.revocations == revocations
        {
            return (known.password, known.account)
        }
        let attempt: AttemptLimiter.Attempt
        do {
            // Counters of their own, with a login's limits: an app still trying a revoked app password
            // locks out that app, never the account's logins or everyone behind the same address.
            attempt = try await authenticator.limiter.begin(
                "app-password:\(UsernameRules.key(username))", from: "caldav:\(client)")
        } catch let refused as AttemptLimiter.Refused {
            throw Authenticator.tooManyAttempts(refused)
        }
        guard let found = try await passwords.password(hash: hash),
            UsernameRules.key(found.account.username) == UsernameRules.key(username)
        else { return nil }
        try await authenticator.limiter.succeeded(attempt)
        if found.password.lastUsedAt.map({ now.timeIntervalSince($0) > 3_600 }) ?? true {
            try await passwords.markUsed(found.password.id, at: now)
        }
        confirmed.withLock { known in
            if known.count > 10_000 { known.removeAll() }
            known[key] = Confirmed(password: found.password, account: found.account, at: now, revocations: revocations)
        }
        return found
    }
}
