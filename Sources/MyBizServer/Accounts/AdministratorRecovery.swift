import Foundation
import MyBizAPI
import SQLKit
import ServerSupport

/// The operator's way back when no one can administer the company (every administrator demoted,
/// disabled or forgotten): an account made an enabled administrator straight in the database, with
/// no login — `mybiz make-admin`. Servers sharing the database see the new role within their
/// recheck interval.
package enum AdministratorRecovery {
    /// Makes the account `username` names — its exact spelling, else the same as `UsernameRules.key` folds
    /// it, disabled accounts included — an enabled administrator, and answers it as it was before;
    /// `nil` when there is none.
    package static func makeAdministrator(username: String, in database: any SQLDatabase) async throws
        -> AccountSummary?
    {
        try await database.transaction { session in
            let columns = ["id", "username", "name", "role", "disabled_at"]
            var found: (any SQLRow)?
            for (column, value) in [("username", username), ("username_key", UsernameRules.key(username))] {
                found = try await session.select().columns(columns).from("users")
                    .where(SQLIdentifier(column), .equal, SQLBind(value)).first()
                if found != nil { break }
            }
            guard let row = found else { return nil }
            let idText = try row.decode(column: "id", as: String.self)
            let roleText = try row.decode(column: "role", as: String.self)
            guard let id = UUID(uuidString: idText), let role = AccountSummary.Role(rawValue: roleText) else {
                throw StoredValueInvalid(place: "users", value: "\(idText) / \(roleText)")
            }
            let before = AccountSummary(
                id: id, username: try row.decode(column: "username", as: String.self),
                name: try row.decode(column: "name", as: String.self), role: role,
                disabled: try row.decode(column: "disabled_at", as: Double?.self) != nil)
            try await session.update("users").set("role", to: Account.Role.admin.rawValue)
                .set("disabled_at", to: SQLLiteral.null).where("id", .equal, idText).run()
            return before
        }
    }
}
