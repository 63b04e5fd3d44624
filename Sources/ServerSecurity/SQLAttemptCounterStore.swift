import Crypto
import Foundation
import SQLKit
import ServerDatabase

/// `AttemptCounterStore` in the database (SQLite or PostgreSQL): one upsert per count, so two
/// instances, or two hundred requests at once, each see their own number. Keys are stored as
/// SHA-256 digests: they name usernames people typed, and sometimes a password typed in the wrong field.
package struct SQLAttemptCounterStore: AttemptCounterStore {
    package let database: any SQLDatabase

    /// Counters in `database`'s `attempt_counters` table.
    package init(database: any SQLDatabase) {
        self.database = database
    }

    package func increment(_ key: String, at now: Date, window: Duration) async throws -> (
        count: Int, windowStart: Date
    ) {
        let start = now.timeIntervalSince1970
        let expired = start - window.timeInterval
        let row = try await database.raw(
            """
            INSERT INTO attempt_counters (key_digest, window_start, attempts) VALUES (\(bind: Self.digest(key)), \(bind: start), 1)
            ON CONFLICT (key_digest) DO UPDATE SET
                attempts = CASE WHEN attempt_counters.window_start <= \(bind: expired) THEN 1
                                ELSE attempt_counters.attempts + 1 END,
                window_start = CASE WHEN attempt_counters.window_start <= \(bind: expired) THEN \(bind: start)
                                    ELSE attempt_counters.window_start END
            RETURNING attempts, window_start
            """
        ).first()
        guard let row else { throw RepositoryError.noRowReturned }
        return (
            try row.decode(column: "attempts", as: Int.self),
            Date(timeIntervalSince1970: try row.decode(column: "window_start", as: Double.self))
        )
    }

    package func decrement(_ key: String, windowStart: Date) async throws {
        try await database.update("attempt_counters")
            .set(SQLIdentifier("attempts"), to: SQLRaw("attempts - 1"))
            .where("key_digest", .equal, Self.digest(key))
            .where("window_start", .equal, windowStart.timeIntervalSince1970)
            .where("attempts", .greaterThan, 0)
            .run()
    }

    package func reset(_ key: String) async throws {
        try await database.delete(from: "attempt_counters").where("key_digest", .equal, Self.digest(key)).run()
    }

    package func removeWindows(startedBefore date: Date) async throws {
        try await database.delete(from: "attempt_counters")
            .where("window_start", .lessThan, date.timeIntervalSince1970).run()
    }

    private static func digest(_ key: String) -> String {
        SHA256.hash(data: Data(key.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
