import Foundation
import Hummingbird

/// Who is calling: the account a bearer token opens, or the one Basic credentials name. Every
/// failure is the same 401 the contract's clients show verbatim, so an attacker learns nothing
/// about which part was wrong.
struct Authenticator: Sendable {
    let accounts: any AccountRepository
    let passwords: any PasswordHasher
    let limiter: PasswordAttemptLimiter
    let now: @Sendable () -> Date
    /// A bcrypt hash of nothing anyone types, checked against when the username is unknown, so an
    /// unknown name takes as long to refuse as a wrong password.
    let decoyHash: String

    /// The contract's answer to any authentication failure.
    static let unauthorized = APIError(.unauthorized, "Unauthorized")

    /// The account whose bearer token `request` carries.
    func account(_ request: Request) async throws -> Account {
        guard let token = Self.credentials(request, scheme: "Bearer"), let account = try await account(token: token)
        else { throw Self.unauthorized }
        return account
    }

    /// The account `token` opens now, if any.
    func account(token: String) async throws -> Account? {
        guard !token.isEmpty else { return nil }
        return try await accounts.account(tokenHash: SessionToken(text: token).hash, at: now())
    }

    /// A new token for `account`, stored by its hash, valid for `lifetime`.
    func issueToken(for account: Account, lifetime: Duration) async throws -> SessionToken {
        let token = SessionToken.random()
        let now = self.now()
        try await accounts.storeToken(
            hash: token.hash, for: account.id, createdAt: now, expiresAt: now.addingTimeInterval(lifetime.timeInterval))
        return token
    }

    /// The token `request` carries, whether or not it is still valid.
    func token(_ request: Request) -> SessionToken? {
        Self.credentials(request, scheme: "Bearer").map(SessionToken.init(text:))
    }

    /// The account Basic credentials in `request` name, after checking the password. Ten wrong
    /// passwords for one account within ten minutes make it wait (429).
    func basicLogin(_ request: Request) async throws -> Account {
        guard let encoded = Self.credentials(request, scheme: "Basic"),
            let decoded = Data(base64Encoded: encoded).flatMap({ String(data: $0, encoding: .utf8) }),
            let colon = decoded.firstIndex(of: ":")
        else { throw Self.unauthorized }
        return try await login(
            username: String(decoded[..<colon]), password: String(decoded[decoded.index(after: colon)...]))
    }

    /// The account `username` names, after checking its password — for Basic login and the
    /// dashboard's form alike.
    func login(username: String, password: String) async throws -> Account {
        // No username holds a NUL (sign-up refuses it), and PostgreSQL would refuse to look one up.
        let stored = username.utf8.contains(0) ? nil : try await accounts.account(username: username)
        guard let (account, hash) = stored else {
            _ = try await passwords.verify(password, against: decoyHash)
            throw Self.unauthorized
        }
        let key = account.id.hashValue
        if let wait = await limiter.waitBeforeTrying(key) {
            let minutes = max(1, Int((Double(wait.components.seconds) / 60).rounded(.up)))
            throw APIError(
                .tooManyRequests, "Too many wrong passwords for this account; try again in \(minutes) minute(s).")
        }
        guard try await passwords.verify(password, against: hash) else {
            await limiter.recordFailure(key)
            throw Self.unauthorized
        }
        await limiter.recordSuccess(key)
        return account
    }

    /// The credentials after `scheme` in the Authorization header (the scheme's case ignored).
    private static func credentials(_ request: Request, scheme: String) -> String? {
        guard let header = request.headers[.authorization] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].caseInsensitiveCompare(scheme) == .orderedSame else { return nil }
        return parts[1].trimmingCharacters(in: .whitespaces)
    }
}
