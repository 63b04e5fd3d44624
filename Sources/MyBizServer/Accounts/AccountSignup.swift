import Foundation
import HTTPTypes
import MyBizAPI
import ServerHTTP
import ServerSecurity

/// Making a new account: the rules its username, name and password keep, within the sign-ups one
/// address may make — one definition for the API's `POST /api/users/signup` and the sign-up page.
/// The account joins the company only when it is open (`MyBizSettings.openCompanySignup`); otherwise it
/// is the market's and the to-do list's until an administrator admits it.
struct AccountSignup: Sendable {
    let accounts: any AccountRepository
    let passwords: any PasswordHasher
    let authenticator: Authenticator
    /// Whether anyone signing up becomes one of the company's people.
    let openCompany: Bool

    /// A new member account, for a person writing `username`, `name` and `password` from `client`.
    ///
    /// - Throws: `RuleProblem` naming the field that breaks a rule (or a username already taken);
    ///   `APIError` 429 past the sign-ups an address may make.
    func signUp(username rawUsername: String, name rawName: String, password: String, client: String) async throws
        -> Account
    {
        let username = rawUsername.trimmingCharacters(in: .whitespacesAndNewlines)
        let name = rawName.trimmingCharacters(in: .whitespacesAndNewlines)
        if let problem = UsernameRules.problem(username) { throw RuleProblem("username", problem) }
        guard !name.isEmpty else { throw RuleProblem("name", "name must not be blank.") }
        guard name.count <= SignupRequest.maxName else {
            throw RuleProblem("name", "name must be at most \(SignupRequest.maxName) characters.")
        }
        if let problem = PasswordRules.problem(password) { throw RuleProblem("password", problem) }
        do {
            try await authenticator.limiter.signup(from: client)
        } catch let refused as AttemptLimiter.Refused {
            throw APIError(
                .tooManyRequests, "Too many sign-ups from your address; try again in \(refused.minutes) minute(s).",
                retryAfter: refused.retryAfter)
        }
        let account = Account(
            id: UUID(), username: username, name: name, role: .member, isCompanyMember: openCompany)
        let hash = try await passwords.hash(password)
        guard try await accounts.create(account, passwordHash: hash, at: authenticator.now()) != nil else {
            throw RuleProblem("username", "The username \(username) is taken.")
        }
        return account
    }
}
