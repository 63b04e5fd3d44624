import SQLKit

/// A one-row table holding a number that every change to some data raises, in the change's own
/// transaction — the catalogue's, the company's — so every server sharing the database can tell
/// when the answers it keeps in a `VersionedAnswerCache` are out of date.
package struct VersionCounter: Sendable {
    /// The table: `(id INTEGER PRIMARY KEY CHECK (id = 1), version BIGINT NOT NULL)`, one row.
    package let table: String

    /// The counter kept in `table`.
    package init(table: String) {
        self.table = table
    }

    /// The version now.
    package func read(from database: any SQLDatabase) async throws -> Int64 {
        try await database.select().column("version").from(table).first(decodingColumn: "version", as: Int64.self)
            ?? 0
    }

    /// Raises the version, inside the transaction `session` of the change.
    package func bump(in session: any SQLDatabase) async throws {
        try await session.raw("UPDATE \(ident: table) SET version = version + 1").run()
    }
}
