import Foundation
import SQLKit

/// Brings a database's schema up to date at start-up: applies, in one transaction each, the
/// migrations not yet recorded in `schema_migrations`. Several servers starting at once on one
/// PostgreSQL database take turns (an advisory lock held by each migration's transaction), and each
/// migration checks again inside its transaction that no one applied it meanwhile.
package struct Migrator {
    package let database: AppDatabase
    package let migrations: [Migration]
    /// Until when a step that fails because the database does not answer in time is tried again.
    package let deadline: ContinuousClock.Instant

    /// The advisory lock's key on PostgreSQL, any number other code does not use: "MYBIZMIG".
    private static let lockKey: Int64 = 0x4D59_4249_5A4D_4947

    /// Brings `database` up to `migrations`, trying again until `deadline` while it does not answer.
    package init(database: AppDatabase, migrations: [Migration], deadline: ContinuousClock.Instant = .now) {
        self.database = database
        self.migrations = migrations
        self.deadline = deadline
    }

    /// Applies what is missing; returns the versions this call applied.
    @discardableResult
    package func migrate() async throws -> [Int] {
        try await step { session in
            try await session.raw(
                """
                CREATE TABLE IF NOT EXISTS schema_migrations (
                    version INTEGER PRIMARY KEY,
                    name TEXT NOT NULL,
                    applied_at DOUBLE PRECISION NOT NULL
                )
                """
            ).run()
        }
        var newlyApplied: [Int] = []
        for migration in migrations.sorted(by: { $0.version < $1.version }) {
            let applied = try await step { session in
                guard try await !isApplied(migration.version, in: session) else { return false }
                for statement in database.kind == .sqlite ? migration.sqlite : migration.postgres {
                    try await session.raw(SQLQueryString(statement)).run()
                }
                try await migration.afterStatements?(session)
                try await session.insert(into: "schema_migrations")
                    .columns("version", "name", "applied_at")
                    .values(SQLBind(migration.version), SQLBind(migration.name), SQLBind(Date().timeIntervalSince1970))
                    .run()
                return true
            }
            if applied { newlyApplied.append(migration.version) }
        }
        return newlyApplied
    }

    /// `work` in a transaction holding the migrations' lock, tried again while the database is
    /// unavailable and the deadline has not passed.
    private func step<T: Sendable>(_ work: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws -> T {
        try await database.retryingWhileUnavailable(until: deadline) {
            try await database.startUpSQL.transaction { session in
                if database.kind == .postgres {
                    try await session.raw("SELECT pg_advisory_xact_lock(\(bind: Self.lockKey))").run()
                }
                return try await work(session)
            }
        }
    }

    /// The versions of `migrations` not applied to the database yet, changing nothing.
    ///
    /// - Throws: when the database has no record of migrations: it holds no server's data.
    package func pending() async throws -> [Int] {
        let applied = Set(
            try await database.sql.select().column("version").from("schema_migrations").all()
                .map { try $0.decode(column: "version", as: Int.self) })
        return migrations.map(\.version).filter { !applied.contains($0) }.sorted()
    }

    private func isApplied(_ version: Int, in session: any SQLDatabase) async throws -> Bool {
        try await session.select().column("version").from("schema_migrations")
            .where("version", .equal, SQLBind(version)).first() != nil
    }
}
