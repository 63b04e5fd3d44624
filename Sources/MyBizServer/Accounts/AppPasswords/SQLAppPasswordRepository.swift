import Foundation
import SQLKit
import ServerDatabase

/// `AppPasswordRepository` over SQLKit, for SQLite and PostgreSQL.
struct SQLAppPasswordRepository: AppPasswordRepository {
    let database: any SQLDatabase

    func add(_ password: AppPassword, hash: String, for account: UUID, limit: Int) async throws -> Bool {
        try await database.transaction { session in
            // The account's row, locked on PostgreSQL, so two forms at once cannot both pass the limit.
            var owner = session.select().column("id").from("users").where("id", .equal, account.uuidString)
            if session.dialect.name == "postgresql" { owner = owner.lockingClause(SQLRaw("FOR NO KEY UPDATE")) }
            guard try await owner.first() != nil else { return false }
            let count =
                try await session.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "count")
                .from("app_passwords").where("account_id", .equal, account.uuidString).first()?
                .decode(column: "count", as: Int.self) ?? 0
            guard count < limit else { return false }
            try await session.insert(into: "app_passwords")
                .columns("id", "account_id", "name", "password_hash", "zone", "created_at")
                .values(
                    SQLBind(password.id.uuidString), SQLBind(account.uuidString), SQLBind(password.name), SQLBind(hash),
                    SQLBind(password.zone.identifier), SQLBind(password.createdAt.timeIntervalSince1970)
                )
                .run()
            return true
        }
    }

    func passwords(of account: UUID) async throws -> [AppPassword] {
        try await database.select().columns("id", "name", "zone", "created_at", "last_used_at").from("app_passwords")
            .where("account_id", .equal, account.uuidString).orderBy("created_at", .descending).all()
            .map(Self.password(from:))
    }

    func revoke(_ id: UUID, of account: UUID) async throws -> Bool {
        !(try await database.delete(from: "app_passwords").where("id", .equal, id.uuidString)
            .where("account_id", .equal, account.uuidString).returning("id").all()).isEmpty
    }

    func password(hash: String) async throws -> (password: AppPassword, account: Account)? {
        guard
            let row = try await database.select()
                .column(SQLColumn("id", table: "app_passwords")).column(SQLColumn("name", table: "app_passwords"))
                .column(SQLColumn("zone", table: "app_passwords"))
                .column(SQLColumn("created_at", table: "app_passwords"))
                .column(SQLColumn("last_used_at", table: "app_passwords"))
                .column(SQLColumn("account_id", table: "app_passwords"))
                .from("app_passwords")
                .join(
                    "users", on: SQLColumn("account_id", table: "app_passwords"), .equal,
                    SQLColumn("id", table: "users")
                )
                .where(SQLColumn("password_hash", table: "app_passwords"), .equal, SQLBind(hash))
                .where(SQLColumn("disabled_at", table: "users"), .is, SQLLiteral.null)
                .first(),
            let account = try await SQLAccountRepository(database: database).account(id: try row.uuid("account_id"))
        else { return nil }
        return (try Self.password(from: row), account)
    }

    func markUsed(_ id: UUID, at date: Date) async throws {
        try await database.update("app_passwords").set("last_used_at", to: date.timeIntervalSince1970)
            .where("id", .equal, id.uuidString).run()
    }

    private static func password(from row: any SQLRow) throws -> AppPassword {
        AppPassword(
            id: try row.uuid("id"), name: try row.decode(column: "name", as: String.self),
            createdAt: Date(timeIntervalSince1970: try row.decode(column: "created_at", as: Double.self)),
            lastUsedAt: try row.decode(column: "last_used_at", as: Double?.self).map(Date.init(timeIntervalSince1970:)),
            zone: TimeZone(identifier: try row.decode(column: "zone", as: String.self)) ?? TimeZone(identifier: "UTC")!)
    }
}
