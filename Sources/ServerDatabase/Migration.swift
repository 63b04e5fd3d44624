import Foundation
import SQLKit

/// One versioned change to the schema, in each dialect's SQL.
package struct Migration: Sendable {
    /// Applied in increasing order, each exactly once.
    package let version: Int
    /// What it does, recorded with it.
    package let name: String
    /// Statements for SQLite.
    package let sqlite: [String]
    /// Statements for PostgreSQL.
    package let postgres: [String]
    /// Work SQL cannot say the same way in both dialects (text folded by Swift's rules, for
    /// instance), run after the statements in the same transaction.
    package let afterStatements: (@Sendable (any SQLDatabase) async throws -> Void)?

    /// A migration `version`, called `name`, made of `sqlite`'s or `postgres`'s statements, then
    /// `afterStatements`.
    package init(
        version: Int, name: String, sqlite: [String], postgres: [String],
        afterStatements: (@Sendable (any SQLDatabase) async throws -> Void)? = nil
    ) {
        self.version = version
        self.name = name
        self.sqlite = sqlite
        self.postgres = postgres
        self.afterStatements = afterStatements
    }
}
