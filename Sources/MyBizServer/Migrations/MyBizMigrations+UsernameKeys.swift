import Foundation
import MyBizAPI
import SQLKit
import ServerDatabase

extension MyBizMigrations {
    /// Usernames compared as `UsernameRules.key` folds them — width and case, of every script — where
    /// migration 108 folded ASCII letters only, so `Ａgent@shield.org` was an account apart from
    /// `agent@shield.org`. Each key is made again in Swift; when two existing accounts now fold alike,
    /// the older keeps the key and the later one a key no username folds to (it still logs in by its
    /// exact spelling).
    static let usernameKeysFoldingWidth = Migration(
        version: 115,
        name: "Compare usernames ignoring width and case",
        sqlite: [], postgres: [],
        afterStatements: { database in
            let rows = try await database.select().columns("id", "username").from("users")
                .orderBy("created_at").orderBy("id").all()
            let accounts = try rows.map {
                (
                    id: try $0.decode(column: "id", as: String.self),
                    username: try $0.decode(column: "username", as: String.self)
                )
            }
            // Keys no username folds to first, so no update meets a key another row still holds.
            for account in accounts {
                try await database.update("users").set("username_key", to: "#\(account.id)#REFOLDING")
                    .where("id", .equal, account.id).run()
            }
            var taken = Set<String>()
            for account in accounts {
                let key = UsernameRules.key(account.username)
                let kept = taken.insert(key).inserted ? key : "#\(account.id)#FOLD-DUPLICATE"
                try await database.update("users").set("username_key", to: kept).where("id", .equal, account.id).run()
            }
        })
}
