import ServerDatabase

/// Tables the security measures of both APIs share.
package enum SecurityMigrations {
    package static let all = [createAttemptCounters]

    /// Counters of password guesses and sign-ups, in the database so every instance counts together.
    package static let createAttemptCounters = Migration(
        version: 201,
        name: "Create attempt counters",
        sqlite: counters,
        postgres: counters)

    private static let counters = [
        """
        CREATE TABLE attempt_counters (
            key_digest TEXT PRIMARY KEY,
            window_start DOUBLE PRECISION NOT NULL,
            attempts INTEGER NOT NULL
        )
        """,
        "CREATE INDEX attempt_counters_by_window ON attempt_counters (window_start)",
    ]
}
