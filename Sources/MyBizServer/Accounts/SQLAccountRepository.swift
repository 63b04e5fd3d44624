import Foundation
import MyBizAPI
import SQLKit
import ServerDatabase
import WebPages

/// `AccountRepository` over SQLKit, for SQLite and PostgreSQL.
struct SQLAccountRepository: AccountRepository {
    let database: any SQLDatabase

    private static let columns = ["id", "username", "name", "role", "company_member", "password_chosen"]

    private static func account(from row: any SQLRow) throws -> Account {
        let idText = try row.decode(column: "id", as: String.self)
        let roleText = try row.decode(column: "role", as: String.self)
        guard let id = UUID(uuidString: idText), let role = Account.Role(rawValue: roleText) else {
            throw StoredValueInvalid(place: "users", value: "\(idText) / \(roleText)")
        }
        return Account(
            id: id, username: try row.decode(column: "username", as: String.self),
            name: try row.decode(column: "name", as: String.self), role: role,
            isCompanyMember: try row.decode(column: "company_member", as: Int.self) != 0,
            mustChoosePassword: try row.decode(column: "password_chosen", as: Int.self) == 0)
    }

    func create(_ account: Account, passwordHash: String, at date: Date) async throws -> Account? {
        // One statement that yields to the unique username and its key: a check before inserting
        // would let two sign-ups at once both pass it, and the second then fail on the constraint.
        let inserted = try await database.insert(into: "users")
            .columns(Self.columns + ["username_key", "password_hash", "created_at"])
            .values(
                SQLBind(account.id.uuidString), SQLBind(account.username), SQLBind(account.name),
                SQLBind(account.role.rawValue), SQLBind(account.isCompanyMember ? 1 : 0),
                SQLBind(account.mustChoosePassword ? 0 : 1),
                SQLBind(UsernameRules.key(account.username)), SQLBind(passwordHash), SQLBind(date.timeIntervalSince1970)
            )
            .ignoringConflicts()
            .returning("id")
            .all()
        return inserted.isEmpty ? nil : account
    }

    func account(username: String) async throws -> (account: Account, passwordHash: String)? {
        // The exact spelling first: accounts that fold like an older one (migrations 108, 115) keep
        // working with theirs.
        if let exact = try await account(exactUsername: username) { return exact }
        return try await enabledAccount(where: "username_key", is: UsernameRules.key(username))
    }

    func account(exactUsername username: String) async throws -> (account: Account, passwordHash: String)? {
        try await enabledAccount(where: "username", is: username)
    }

    /// The enabled account whose `column` is `value`: a disabled account cannot log in, as if there
    /// were none.
    private func enabledAccount(where column: String, is value: String) async throws -> (
        account: Account, passwordHash: String
    )? {
        guard
            let row = try await database.select().columns(Self.columns + ["password_hash"]).from("users")
                .where(SQLIdentifier(column), .equal, SQLBind(value)).where("disabled_at", .is, SQLLiteral.null)
                .first()
        else { return nil }
        return (try Self.account(from: row), try row.decode(column: "password_hash", as: String.self))
    }

    func updatePasswordHash(_ hash: String, of id: UUID) async throws {
        try await database.update("users").set("password_hash", to: hash).where("id", .equal, id.uuidString).run()
    }

    func rename(_ id: UUID, to name: String) async throws {
        try await database.update("users").set("name", to: name).where("id", .equal, id.uuidString).run()
    }

    func account(id: UUID) async throws -> Account? {
        try await database.select().columns(Self.columns).from("users")
            .where("id", .equal, id.uuidString).first()
            .map(Self.account(from:))
    }

    func person(id: UUID) async throws -> WebPerson? {
        try await database.select().columns("name", "created_at", "disabled_at").from("users")
            .where("id", .equal, id.uuidString).first()
            .map { row in
                WebPerson(
                    id: id, name: try row.decode(column: "name", as: String.self),
                    joined: Date(timeIntervalSince1970: try row.decode(column: "created_at", as: Double.self)),
                    isActive: try row.decode(column: "disabled_at", as: Double?.self) == nil)
            }
    }

    func storeToken(hash: String, kind: CredentialKind, for accountID: UUID, createdAt: Date, expiresAt expiry: Date)
        async throws
    {
        try await database.insert(into: "session_tokens")
            .columns("token_hash", "kind", "user_id", "created_at", "expires_at")
            .values(
                SQLBind(hash), SQLBind(kind.rawValue), SQLBind(accountID.uuidString),
                SQLBind(createdAt.timeIntervalSince1970), SQLBind(expiry.timeIntervalSince1970)
            )
            .run()
    }

    func grant(tokenHash: String, kind: CredentialKind, at date: Date) async throws -> TokenGrant? {
        try await database.select()
            .columns(Self.columns.map { SQLColumn($0, table: "users") })
            .column(SQLColumn("expires_at", table: "session_tokens"))
            .from("session_tokens")
            .join("users", on: SQLColumn("user_id", table: "session_tokens"), .equal, SQLColumn("id", table: "users"))
            .where(SQLColumn("token_hash", table: "session_tokens"), .equal, SQLBind(tokenHash))
            .where(SQLColumn("kind", table: "session_tokens"), .equal, SQLBind(kind.rawValue))
            .where(SQLColumn("expires_at", table: "session_tokens"), .greaterThan, SQLBind(date.timeIntervalSince1970))
            .where(SQLColumn("disabled_at", table: "users"), .is, SQLLiteral.null)
            .first()
            .map { row in
                TokenGrant(
                    account: try Self.account(from: row),
                    expiresAt: Date(timeIntervalSince1970: try row.decode(column: "expires_at", as: Double.self)))
            }
    }

    func setPassword(_ hash: String, of id: UUID, keepingToken keptTokenHash: String?) async throws {
        try await database.transaction { session in
            try await session.update("users").set("password_hash", to: hash).set("password_chosen", to: SQLBind(1))
                .where("id", .equal, id.uuidString).run()
            var ending = session.delete(from: "session_tokens").where("user_id", .equal, id.uuidString)
            if let keptTokenHash { ending = ending.where("token_hash", .notEqual, keptTokenHash) }
            try await ending.run()
            // App passwords were made under the old password: a new password ends them too.
            try await session.delete(from: "app_passwords").where("account_id", .equal, id.uuidString).run()
        }
    }

    func all() async throws -> [AccountSummary] {
        try await Self.all(in: database)
    }

    private static func all(in database: any SQLDatabase) async throws -> [AccountSummary] {
        try await database.select().columns(Self.columns + ["disabled_at"]).from("users").all().map(summary(from:))
    }

    /// The account a row of `columns` and `disabled_at` holds, as administrators see it.
    private static func summary(from row: any SQLRow) throws -> AccountSummary {
        let account = try Self.account(from: row)
        return AccountSummary(
            id: account.id, username: account.username, name: account.name,
            role: AccountSummary.Role(rawValue: account.role.rawValue) ?? .member,
            disabled: try row.decode(column: "disabled_at", as: Double?.self) != nil,
            companyMember: account.isCompanyMember)
    }

    /// Makes the account `username` names — its exact spelling, else the same as `UsernameRules.key`
    /// folds it, disabled accounts included — an enabled administrator, and answers it as it was
    /// before; `nil` when there is none. The operator's way back (`AdministratorRecovery`).
    func makeAdministrator(username: String) async throws -> AccountSummary? {
        try await database.transaction { session in
            var found: (any SQLRow)?
            for (column, value) in [("username", username), ("username_key", UsernameRules.key(username))] {
                found = try await session.select().columns(Self.columns + ["disabled_at"]).from("users")
                    .where(SQLIdentifier(column), .equal, SQLBind(value)).first()
                if found != nil { break }
            }
            guard let found else { return nil }
            let before = try Self.summary(from: found)
            try await session.update("users").set("role", to: Account.Role.admin.rawValue)
                .set("company_member", to: SQLBind(1)).set("disabled_at", to: SQLLiteral.null).where(
                    "id", .equal, before.id.uuidString
                ).run()
            return before
        }
    }

    func change(
        _ id: UUID, at date: Date, _ decide: @escaping @Sendable ([AccountSummary]) throws -> AccountChange
    ) async throws -> AccountSummary? {
        try await database.transaction { session in
            // PostgreSQL: the administrators' rows, locked in one order so two changes never deadlock; a
            // change waiting here reads the accounts below only once the one before has committed.
            // `NO KEY`: a login storing a token for one of them (a key share) need not wait. SQLite:
            // the transaction already holds the write lock (`BEGIN IMMEDIATE`) and has no such clause.
            var admins = session.select().column("id").from("users")
                .where("role", .equal, Account.Role.admin.rawValue).where("disabled_at", .is, SQLLiteral.null)
                .orderBy("id")
            if session.dialect.name == "postgresql" { admins = admins.lockingClause(SQLRaw("FOR NO KEY UPDATE")) }
            _ = try await admins.all()
            let accounts = try await Self.all(in: session)
            guard let current = accounts.first(where: { $0.id == id }) else { return nil }
            let change = try decide(accounts)
            let after = change.applied(to: current)
            let disabled = after.disabled
            if after.role != current.role || after.companyMember != current.companyMember {
                try await session.update("users").set("role", to: after.role.rawValue)
                    .set("company_member", to: SQLBind(after.companyMember ? 1 : 0))
                    .where("id", .equal, id.uuidString).run()
            }
            if disabled != current.disabled {
                try await session.update("users")
                    .set("disabled_at", to: SQLBind(disabled ? date.timeIntervalSince1970 : nil))
                    .where("id", .equal, id.uuidString).run()
                if disabled {
                    try await session.delete(from: "session_tokens").where("user_id", .equal, id.uuidString).run()
                    // Ended, not just hidden: enabling the account again must not bring them back.
                    try await session.delete(from: "app_passwords").where("account_id", .equal, id.uuidString).run()
                }
            }
            return after
        }
    }

    func announcementsSeen(by id: UUID) async throws -> Date? {
        try await database.select().column("announcements_seen_at").from("users").where("id", .equal, id.uuidString)
            .first()?.decode(column: "announcements_seen_at", as: Double?.self).map(Date.init(timeIntervalSince1970:))
    }

    func markAnnouncementsSeen(by id: UUID, at date: Date) async throws {
        try await database.update("users").set("announcements_seen_at", to: date.timeIntervalSince1970)
            .where("id", .equal, id.uuidString).run()
    }

    func resetPassword(tokenHash: String, to hash: String, at date: Date) async throws -> UUID? {
        try await database.transaction { session in
            guard
                let taken = try await session.delete(from: "session_tokens")
                    .where("token_hash", .equal, tokenHash)
                    .where("kind", .equal, CredentialKind.passwordReset.rawValue)
                    .where("expires_at", .greaterThan, date.timeIntervalSince1970)
                    .returning("user_id").first(),
                let id = try taken.optionalUUID("user_id")
            else { return nil }
            try await session.update("users").set("password_hash", to: hash).set("password_chosen", to: SQLBind(1))
                .where("id", .equal, id.uuidString).run()
            try await session.delete(from: "session_tokens").where("user_id", .equal, id.uuidString).run()
            try await session.delete(from: "app_passwords").where("account_id", .equal, id.uuidString).run()
            return id
        }
    }

    func revokeTokens(of id: UUID, kind: CredentialKind) async throws {
        try await database.delete(from: "session_tokens").where("user_id", .equal, id.uuidString)
            .where("kind", .equal, kind.rawValue).run()
    }

    func revokeTokens(of id: UUID) async throws {
        try await database.transaction { session in
            try await session.delete(from: "session_tokens").where("user_id", .equal, id.uuidString).run()
            try await session.delete(from: "app_passwords").where("account_id", .equal, id.uuidString).run()
        }
    }

    func revokeToken(hash: String, kind: CredentialKind, at date: Date) async throws {
        try await database.delete(from: "session_tokens")
            .where { $0.where("token_hash", .equal, hash).where("kind", .equal, kind.rawValue) }
            .orWhere("expires_at", .lessThanOrEqual, date.timeIntervalSince1970)
            .run()
    }
}
