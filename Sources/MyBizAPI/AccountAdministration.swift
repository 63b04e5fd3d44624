import Foundation

/// An account as administrators see it: `GET /api/users` (administrators).
public struct AccountSummary: Codable, Hashable, Sendable, Identifiable {
    /// What an account may do.
    public enum Role: String, Codable, Hashable, Sendable, CaseIterable {
        /// Uses the app, and administers the company: people, announcements, events, accounts, analytics.
        case admin
        /// Uses the app.
        case member
    }

    /// The account's id.
    public var id: UUID
    /// What they log in with.
    public var username: String
    /// Their name as shown.
    public var name: String
    /// What they may do.
    public var role: Role
    /// Whether they are kept from logging in; their sessions and tokens ended when it was set.
    public var disabled: Bool
    /// Whether they are one of the company's people, who see its screens; an account made only for
    /// the market is not. Servers before this key made every account one (decoded as `true`).
    public var companyMember: Bool
    /// The person in the org chart who signs in with it (added later); `nil`, and left out, for an
    /// account no one in the chart has yet, or one only for the market.
    public var person: UUID?

    /// Creates a summary.
    public init(
        id: UUID, username: String, name: String, role: Role, disabled: Bool, companyMember: Bool = true,
        person: UUID? = nil
    ) {
        self.id = id
        self.username = username
        self.name = name
        self.role = role
        self.disabled = disabled
        self.companyMember = companyMember
        self.person = person
    }

    private enum CodingKeys: String, CodingKey {
        case id, username, name, role, disabled, companyMember, person
    }

    /// Decodes a summary; one without `companyMember` comes from a server where every account was one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        username = try container.decode(String.self, forKey: .username)
        name = try container.decode(String.self, forKey: .name)
        role = try container.decode(Role.self, forKey: .role)
        disabled = try container.decode(Bool.self, forKey: .disabled)
        companyMember = try container.decodeIfPresent(Bool.self, forKey: .companyMember) ?? true
        person = try container.decodeIfPresent(UUID.self, forKey: .person)
    }
}

/// The body of `POST /api/users` (administrators): someone to invite, what they may do, and — so the
/// company's accounts are its people — their place in the org chart.
public struct Invitation: Codable, Hashable, Sendable {
    /// What they will log in with; not blank, at most 100 characters.
    public var username: String
    /// Their name as shown; not blank, at most 100 characters — unless `person` is given, whose name
    /// the account takes.
    public var name: String
    /// What they may do.
    public var role: AccountSummary.Role
    /// Their place in the org chart (added later): when given, the invitation adds them there, signing in
    /// with the new account, or makes nothing when the chart refuses it. Problems in it are named
    /// `person.` and the draft's field, e.g. `person.location`.
    public var person: EmployeeDraft?

    /// Creates an invitation.
    public init(username: String, name: String, role: AccountSummary.Role = .member, person: EmployeeDraft? = nil) {
        self.username = username
        self.name = name
        self.role = role
        self.person = person
    }

    /// The longest username or name.
    public static let maxText = 100

    /// What is wrong with it, by field, each a sentence; empty when it will do.
    public var problems: [RuleProblem] {
        var problems: [RuleProblem] = []
        if let problem = UsernameRules.problem(username) { problems.append(RuleProblem("username", problem)) }
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if person != nil {
            // The account takes the person's name, whose two parts have their own rules.
        } else if trimmed.isEmpty {
            problems.append(RuleProblem("name", "name must not be blank."))
        } else if trimmed.count > Self.maxText {
            problems.append(RuleProblem("name", "name must be at most \(Self.maxText) characters."))
        } else if trimmed.utf8.contains(0) {
            problems.append(RuleProblem("name", "name must not contain the NUL character."))
        }
        for problem in person?.problems ?? [] {
            problems.append(RuleProblem(problem.field.map { "person.\($0)" } ?? "person", problem.sentence))
        }
        return problems
    }
}

/// The answer to an invitation: the new account, and the password to hand them — shown this once,
/// never stored in the clear.
public struct InvitedAccount: Codable, Hashable, Sendable {
    /// The account made.
    public var account: AccountSummary
    /// The password they log in with first; they change it in Settings.
    public var temporaryPassword: String
    /// Their place in the org chart, when the invitation gave one (added later).
    public var person: Employee?

    /// Creates the answer.
    public init(account: AccountSummary, temporaryPassword: String, person: Employee? = nil) {
        self.account = account
        self.temporaryPassword = temporaryPassword
        self.person = person
    }
}

/// The body of `PATCH /api/users/{id}` (administrators): a new role, being disabled or enabled,
/// admitted to the company or taken out of it.
public struct AccountChange: Codable, Hashable, Sendable {
    /// The role it will have; `nil` to keep it. An administrator is always one of the company's people.
    public var role: AccountSummary.Role?
    /// Whether it is kept from logging in; `nil` to keep it as it is.
    public var disabled: Bool?
    /// Whether it is one of the company's people; `nil` to keep it as it is.
    public var companyMember: Bool?

    /// Creates a change.
    public init(role: AccountSummary.Role? = nil, disabled: Bool? = nil, companyMember: Bool? = nil) {
        self.role = role
        self.disabled = disabled
        self.companyMember = companyMember
    }

    /// `account` as this change leaves it: becoming an administrator admits it to the company.
    public func applied(to account: AccountSummary) -> AccountSummary {
        let role = role ?? account.role
        return AccountSummary(
            id: account.id, username: account.username, name: account.name, role: role,
            disabled: disabled ?? account.disabled,
            companyMember: companyMember ?? (self.role == .admin ? true : account.companyMember),
            person: account.person)
    }
}

/// The rule that keeps a company administered: some enabled administrator always remains.
public enum AccountRules {
    /// Why `change` to account `id` cannot be made among `accounts`, or `nil` when it can.
    public static func problem(applying change: AccountChange, to id: UUID, among accounts: [AccountSummary])
        -> RuleProblem?
    {
        guard let account = accounts.first(where: { $0.id == id }) else { return nil }
        let after = change.applied(to: account)
        if after.role == .admin && !after.companyMember {
            return RuleProblem(
                "companyMember",
                "Administrators are always the company's people: to take \(account.name) out of the company, make them a member first."
            )
        }
        let admins = accounts.map { $0.id == id ? after : $0 }.filter { $0.role == .admin && !$0.disabled }
        if admins.isEmpty {
            return RuleProblem(
                nil, "\(account.name) is the last administrator: make someone else an administrator first.")
        }
        return nil
    }
}

/// The answer of `POST /api/users/{id}/reset-link` (administrators): where the person sets a new
/// password — once, before `expiresAt`. Shown this once, never stored in the clear; a newer link
/// voids it.
public struct PasswordResetLink: Codable, Hashable, Sendable {
    /// The link's path on the server, e.g. `/app/reset/9L0Z…`: hand over the server's address and it.
    public var path: String
    /// When it stops working.
    public var expiresAt: Date

    /// A link.
    public init(path: String, expiresAt: Date) {
        self.path = path
        self.expiresAt = expiresAt
    }

    /// How long a link works.
    public static let lifetime: TimeInterval = 24 * 3_600
}
