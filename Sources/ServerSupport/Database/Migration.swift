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

    /// A migration `version`, called `name`, made of `sqlite`'s or `postgres`'s statements.
    package init(version: Int, name: String, sqlite: [String], postgres: [String]) {
        self.version = version
        self.name = name
        self.sqlite = sqlite
        self.postgres = postgres
    }
}

/// Brings a database's schema up to date at start-up: applies, in one transaction each, the
/// migrations not yet recorded in `schema_migrations`.
package struct Migrator {
    package let database: AppDatabase
    package let migrations: [Migration]

    /// Brings `database` up to `migrations`.
    package init(database: AppDatabase, migrations: [Migration]) {
        self.database = database
        self.migrations = migrations
    }

    /// Applies what is missing; returns the versions applied now.
    @discardableResult
    package func migrate() async throws -> [Int] {
        try await database.sql.raw(
            """
            CREATE TABLE IF NOT EXISTS schema_migrations (
                version INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                applied_at DOUBLE PRECISION NOT NULL
            )
            """
        ).run()
        let applied = try await database.sql.select().column("version").from("schema_migrations").all()
            .map { try $0.decode(column: "version", as: Int.self) }
        var newlyApplied: [Int] = []
        for migration in migrations.sorted(by: { $0.version < $1.version }) where !applied.contains(migration.version) {
            let statements = database.kind == .sqlite ? migration.sqlite : migration.postgres
            try await database.sql.transaction { session in
                for statement in statements {
                    try await session.raw(SQLQueryString(statement)).run()
                }
                try await session.insert(into: "schema_migrations")
                    .columns("version", "name", "applied_at")
                    .values(SQLBind(migration.version), SQLBind(migration.name), SQLBind(Date().timeIntervalSince1970))
                    .run()
            }
            newlyApplied.append(migration.version)
        }
        return newlyApplied
    }
}
