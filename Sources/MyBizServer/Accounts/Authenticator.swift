import Foundation
import Hummingbird
import MyBizAPI
import ServerDatabase
import ServerHTTP
import ServerSecurity

/// Who is calling: the account a bearer token opens, or the one Basic credentials name. Every
/// failure is the same 401 the contract's clients show verbatim, so an attacker learns nothing
/// about which part was wrong; an unknown username costs the same bcrypt check and is counted by
/// the same attempt limits as a known one, so neither the time nor a 429 tells them apart.
struct Authenticator: Sendable {
    let accounts: any AccountRepository
    /// The tokens the database confirmed lately; how long one is trusted is the bound on how late a
    /// logout through another server is seen here.
    let tokens: TokenCache
    let passwords: any PasswordHasher
    let limiter: AttemptLimiter
    /// Which client a request came from.
    let clients: ClientAddress
    let now: @Sendable () -> Date
    /// A bcrypt hash of nothing anyone types, checked against when the username is unknown, so an
    /// unknown name takes as long to refuse as a wrong password.
    let decoyHash: String

    /// The contract's answer to any authentication failure.
    static let unauthorized = APIError(.unauthorized, "Unauthorized")

    /// The account whose API token `request` carries as its bearer token, if any.
    func account(bearerTokenOf request: Request) async throws -> Account? {
        guard let token = Self.credentials(request, scheme: "Bearer") else { return nil }
        return try await account(token: token, kind: .apiToken)
    }

    /// The account a token of `kind` opens now, if any: from the cache while it trusts the token,
    /// else from the database.
    func account(token: String, kind: CredentialKind) async throws -> Account? {
        guard !token.isEmpty else { return nil }
        let hash = SessionToken(text: token).hash
        let now = self.now()
        if let account = tokens.account(tokenHash: hash, kind: kind, at: now) { return account }
        // When a busy token's entry ages out, the requests in flight with it share one lookup — only
        // those that arrived after the same revocations, and each checks the expiry at its own time.
        let accounts = self.accounts
        let revocations = tokens.revocations
        let key = TokenCache.LookupKey(token: .init(tokenHash: hash, kind: kind), revocations: revocations)
        let read: @Sendable () async throws -> TokenCache.Lookup = {
            TokenCache.Lookup(grant: try await accounts.grant(tokenHash: hash, kind: kind, at: now), startedAt: now)
        }
        var lookup = try await tokens.lookups.value(for: key, read)
        // A shared lookup that began longer ago than the cache trusts an answer is not this request's.
        if now.timeIntervalSince(lookup.startedAt) > tokens.maxAge { lookup = try await read() }
        guard let grant = lookup.grant, now < grant.expiresAt else { return nil }
        tokens.remember(grant, tokenHash: hash, kind: kind, at: lookup.startedAt, revocations: revocations)
        return grant.account
    }

    /// Ends the session `token` of `kind` opens, on this server at once (and on others sharing the
    /// database within the cache's age); drops every expired token besides.
    func revoke(_ token: SessionToken, kind: CredentialKind) async throws {
        let hash = token.hash
        tokens.forget(tokenHash: hash, kind: kind)
        try await accounts.revokeToken(hash: hash, kind: kind, at: now())
        // A request that read the token from the database while the revoke ran may have put it back.
        tokens.forget(tokenHash: hash, kind: kind)
    }

    /// Gives `account` the password `new` after checking `current` (counted like a login: 429 past
    /// the limits, 403 when wrong), and ends every other session and token of it — all but `kept`,
    /// the one the change came through.
    ///
    /// - Throws: a `RuleProblem` about `newPassword` for the rule `new` breaks, `APIError` 403 for a
    ///   wrong `current`.
    func changePassword(
        of account: Account, current: String, new: String, keeping kept: SessionToken?, client: String
    ) async throws {
        if let problem = PasswordRules.problem(new, field: "newPassword") { throw RuleProblem("newPassword", problem) }
        do {
            _ = try await login(username: account.username, password: current, client: client)
        } catch let error as APIError where error.status == .unauthorized {
            throw APIError(.forbidden, "currentPassword is not this account's password.")
        }
        try await accounts.setPassword(try await passwords.hash(new), of: account.id, keepingToken: kept?.hash)
        // Every cached entry, the kept token's too: what it was cached with (a temporary password) changed.
        tokens.forget(accountID: account.id)
    }

    /// Ends every session and token of `account`, of every kind.
    func revokeAll(of account: Account) async throws {
        tokens.forget(accountID: account.id)
        try await accounts.revokeTokens(of: account.id)
        tokens.forget(accountID: account.id)
    }

    /// A new token of `kind` for `account`, stored by its hash, valid for `lifetime`.
    func issueToken(for account: Account, kind: CredentialKind, lifetime: Duration) async throws -> SessionToken {
        let token = SessionToken.random()
        let now = self.now()
        try await accounts.storeToken(
            hash: token.hash, kind: kind, for: account.id, createdAt: now,
            expiresAt: now.addingTimeInterval(lifetime.timeInterval))
        return token
    }

    /// The token `request` carries, whether or not it is still valid.
    func token(_ request: Request) -> SessionToken? {
        Self.credentials(request, scheme: "Bearer").map(SessionToken.init(text:))
    }

    /// The account Basic credentials in `request` name, after checking the password; `client` is
    /// the caller's address, for the attempt limits.
    func basicLogin(_ request: Request, client: String) async throws -> Account {
        guard let (username, password) = Self.basicCredentials(request) else { throw Self.unauthorized }
        return try await login(username: username, password: password, client: client)
    }

    /// The username and password of `Authorization: Basic …` — a login's, or an app's with an app
    /// password; `nil` without readable ones.
    static func basicCredentials(_ request: Request) -> (username: String, password: String)? {
        guard let encoded = credentials(request, scheme: "Basic"),
            let decoded = Data(base64Encoded: encoded).flatMap({ String(data: $0, encoding: .utf8) }),
            let colon = decoded.firstIndex(of: ":")
        else { return nil }
        return (String(decoded[..<colon]), String(decoded[decoded.index(after: colon)...]))
    }

    /// The account `username` names, after checking its password — for Basic login and the
    /// dashboard's form alike. The guess is counted before the password is checked (429 with
    /// `Retry-After` past the limits); a right password stored under an older kind of hash is
    /// hashed anew.
    func login(username: String, password: String, client: String) async throws -> Account {
        let attempt: AttemptLimiter.Attempt
        do {
            attempt = try await limiter.begin("account:\(UsernameRules.key(username))", from: client)
        } catch let refused as AttemptLimiter.Refused {
            throw Self.tooManyAttempts(refused)
        }
        // No username made now holds a control character (sign-up and invitations refuse them), and
        // PostgreSQL would refuse to look one up with a NUL. One made before the rule logs in by its
        // exact spelling only, never by another folded to it.
        let stored: (account: Account, passwordHash: String)?
        if username.utf8.contains(0) {
            stored = nil
        } else if UsernameRules.hasControlCharacter(username) {
            stored = try await accounts.account(exactUsername: username)
        } else {
            stored = try await accounts.account(username: username)
        }
        guard let (account, hash) = stored else {
            _ = try await passwords.verify(password, against: decoyHash)
            throw Self.unauthorized
        }
        let check = try await passwords.verify(password, against: hash)
        guard check.isRight else { throw Self.unauthorized }
        try await limiter.succeeded(attempt)
        if check == .rightWithOutdatedHash {
            try await accounts.updatePasswordHash(try await passwords.hash(password), of: account.id)
        }
        return account
    }

    /// The 429 for a refused guess: the same words for every account, known or not.
    static func tooManyAttempts(_ refused: AttemptLimiter.Refused) -> APIError {
        let reason =
            switch refused.scope {
            case .subject: "Too many wrong passwords for this account; try again in \(refused.minutes) minute(s)."
            case .client: "Too many wrong passwords from your address; try again in \(refused.minutes) minute(s)."
            }
        return APIError(.tooManyRequests, reason, retryAfter: refused.retryAfter)
    }

    /// The credentials after `scheme` in the Authorization header (the scheme's case ignored).
    private static func credentials(_ request: Request, scheme: String) -> String? {
        // In Swift's own string operations: Foundation's case-insensitive compare and trimming
        // bridge through NSString, a cost every authenticated request paid.
        guard let header = request.headers[.authorization] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, CaseFoldedKey.of(String(parts[0])) == CaseFoldedKey.of(scheme) else { return nil }
        var token = parts[1]
        while token.first == " " || token.first == "\t" { token.removeFirst() }
        while token.last == " " || token.last == "\t" { token.removeLast() }
        return String(token)
    }
}
