import Foundation
import ServerDatabase

/// The MyBiz schema. Ids are UUIDs kept as upper-case text, as the API writes them; dates are
/// seconds since 1970, as the Open Market's are. Versions start at 101 so they never meet the Open
/// Market's in the shared `schema_migrations` table.
enum MyBizMigrations {
    static let all = [
        createAccounts, createCompany, createPurchases, createAnalytics, createAnalyticsBatches, analyticsEventIndexes,
        batchFingerprints, usernameKeys, tokenKinds, companyVersion, purchaseOrderNumberKeys, announcementDetails,
        analyticsRollups, analyticsByRecordedHour, usernameKeysFoldingWidth,
    ]

    /// The events' recorded times are indexed by the hour instead of to the second: a batch's reports
    /// share an hour or two, so its rows join the end of those hours' entries, where an index by exact
    /// time took each of a batch's rows to a page of its own once other batches had covered the same
    /// minutes. The ends of a period are found by hour, then by time (`AnalyticsRollup.edges`).
    static let analyticsByRecordedHour = Migration(
        version: 114,
        name: "Index analytics by recorded hour",
        sqlite: recordedHourIndex,
        postgres: recordedHourIndex)

    private static let recordedHourIndex = [
        "DROP INDEX analytics_events_by_recorded_date",
        "CREATE INDEX analytics_events_by_recorded_hour ON analytics_events ((\(AnalyticsRollup.hourSQL(of: "recorded_date"))))",
    ]

    /// Screen views and events counted per day beside the events (`AnalyticsRollup`): the tables,
    /// counted from the events already stored, and the trigger that counts every insert in its own
    /// statement — per row in SQLite, per statement over the inserted rows in PostgreSQL.
    static let analyticsRollups = Migration(
        version: 113,
        name: "Count analytics per day",
        // The trigger comes before the counting: creating it locks writers out of the table until
        // the migration commits, so no event is stored between the count and the trigger.
        sqlite: analyticsRollupTables(postgres: false)
            + [
                """
                CREATE TRIGGER analytics_count_daily AFTER INSERT ON analytics_events BEGIN
                \(AnalyticsRollup.countStatements(from: .newRow, postgres: false).map { $0 + ";" }.joined(separator: "\n"))
                END
                """
            ]
            + AnalyticsRollup.countStatements(from: .table("analytics_events"), postgres: false),
        postgres: analyticsRollupTables(postgres: true)
            + [
                """
                CREATE FUNCTION analytics_count_daily() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                \(AnalyticsRollup.countStatements(from: .table("inserted"), postgres: true).map { $0 + ";" }.joined(separator: "\n"))
                RETURN NULL;
                END
                $$
                """,
                """
                CREATE TRIGGER analytics_count_daily AFTER INSERT ON analytics_events
                REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION analytics_count_daily()
                """,
            ]
            + AnalyticsRollup.countStatements(from: .table("analytics_events"), postgres: true))

    private static func analyticsRollupTables(postgres: Bool) -> [String] {
        // SQLite keeps each table in its key's order; PostgreSQL gets the first counts in that order,
        // so a period's rows sit together on disk, as they do when written day by day.
        let clustered = postgres ? "" : " WITHOUT ROWID"
        return [
            """
            CREATE TABLE analytics_daily_events (
                day INTEGER NOT NULL, name TEXT NOT NULL, type TEXT NOT NULL, total INTEGER NOT NULL,
                PRIMARY KEY (day, name, type))\(clustered)
            """,
            """
            CREATE TABLE analytics_daily_users (
                day INTEGER NOT NULL, name TEXT NOT NULL, user_id TEXT NOT NULL, views INTEGER NOT NULL,
                PRIMARY KEY (day, name, user_id))\(clustered)
            """,
            """
            CREATE TABLE analytics_daily_shares (
                dimension TEXT NOT NULL, day INTEGER NOT NULL, value TEXT NOT NULL, views INTEGER NOT NULL,
                PRIMARY KEY (dimension, day, value))\(clustered)
            """,
        ]
    }

    /// Announcements get a title, an author and a publishing date (older ones keep none: their JSON
    /// leaves the keys out); accounts remember when they last saw the announcements, for "New";
    /// events get a place; people a role title and a department; accounts can be disabled; products retired.
    static let announcementDetails = Migration(
        version: 112,
        name:
            "Announcements' titles, authors and dates; when each account last saw them; events' places; people's roles; disabled accounts; retired products",
        sqlite: announcementDetailStatements,
        postgres: announcementDetailStatements)

    private static let announcementDetailStatements = [
        "ALTER TABLE announcements ADD COLUMN title TEXT",
        "ALTER TABLE announcements ADD COLUMN author TEXT",
        "ALTER TABLE announcements ADD COLUMN author_id TEXT",
        "ALTER TABLE announcements ADD COLUMN published_at DOUBLE PRECISION",
        "ALTER TABLE users ADD COLUMN announcements_seen_at DOUBLE PRECISION",
        "ALTER TABLE events ADD COLUMN place TEXT",
        "ALTER TABLE employees ADD COLUMN role_title TEXT",
        "ALTER TABLE employees ADD COLUMN department TEXT",
        "ALTER TABLE users ADD COLUMN disabled_at DOUBLE PRECISION",
        "ALTER TABLE products ADD COLUMN retired_at DOUBLE PRECISION",
    ]

    static let createAccounts = Migration(
        version: 101,
        name: "Create users and session tokens",
        sqlite: accounts,
        postgres: accounts)

    private static let accounts = [
        """
        CREATE TABLE users (
            id TEXT PRIMARY KEY,
            username TEXT NOT NULL UNIQUE,
            name TEXT NOT NULL,
            password_hash TEXT NOT NULL,
            role TEXT NOT NULL,
            created_at DOUBLE PRECISION NOT NULL
        )
        """,
        """
        CREATE TABLE session_tokens (
            token_hash TEXT PRIMARY KEY,
            user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
            created_at DOUBLE PRECISION NOT NULL,
            expires_at DOUBLE PRECISION NOT NULL
        )
        """,
        "CREATE INDEX session_tokens_by_expiry ON session_tokens (expires_at)",
    ]

    static let createCompany = Migration(
        version: 102,
        name: "Create announcements, employees, events and products",
        sqlite: company,
        postgres: company)

    // `position` keeps the order the company gave them: the first employee is the head.
    private static let company = [
        "CREATE TABLE announcements (id TEXT PRIMARY KEY, position INTEGER NOT NULL, message TEXT NOT NULL)",
        """
        CREATE TABLE employees (
            id TEXT PRIMARY KEY,
            position INTEGER NOT NULL,
            given_name TEXT NOT NULL,
            family_name TEXT NOT NULL,
            location TEXT NOT NULL,
            manager_id TEXT,
            birthday TEXT
        )
        """,
        """
        CREATE TABLE events (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            date DOUBLE PRECISION NOT NULL,
            type TEXT NOT NULL,
            duration DOUBLE PRECISION NOT NULL
        )
        """,
        """
        CREATE TABLE products (
            id TEXT PRIMARY KEY,
            position INTEGER NOT NULL,
            name TEXT NOT NULL,
            unit_price DOUBLE PRECISION NOT NULL
        )
        """,
    ]

    static let createPurchases = Migration(
        version: 103,
        name: "Create purchase orders and their lines",
        sqlite: purchases,
        postgres: purchases)

    private static let purchases = [
        """
        CREATE TABLE purchase_orders (
            id TEXT PRIMARY KEY,
            po_number TEXT NOT NULL,
            comment TEXT,
            purchaser_id TEXT NOT NULL,
            purchase_date DOUBLE PRECISION NOT NULL,
            due_date DOUBLE PRECISION
        )
        """,
        """
        CREATE TABLE purchase_lines (
            order_id TEXT NOT NULL REFERENCES purchase_orders (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            product_id TEXT NOT NULL REFERENCES products (id),
            quantity DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (order_id, position)
        )
        """,
    ]

    /// `seq` orders events stored in the same instant, newest first, without a clock tie.
    static let createAnalytics = Migration(
        version: 104,
        name: "Create analytics events",
        sqlite: [
            """
            CREATE TABLE analytics_events (
                seq INTEGER PRIMARY KEY AUTOINCREMENT,
                \(analyticsColumns)
            )
            """
        ] + analyticsIndexes,
        postgres: [
            """
            CREATE TABLE analytics_events (
                seq BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
                \(analyticsColumns)
            )
            """
        ] + analyticsIndexes)

    /// The idempotency keys of stored batches, per user, so a batch sent again after a lost answer
    /// is stored once.
    static let createAnalyticsBatches = Migration(
        version: 105,
        name: "Remember analytics batch keys",
        sqlite: analyticsBatches,
        postgres: analyticsBatches)

    private static let analyticsBatches = [
        """
        CREATE TABLE analytics_batches (
            user_id TEXT NOT NULL,
            idempotency_key TEXT NOT NULL,
            accepted INTEGER NOT NULL,
            created_at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (user_id, idempotency_key)
        )
        """,
        "CREATE INDEX analytics_batches_by_age ON analytics_batches (created_at)",
    ]

    /// Events carry their batch's idempotency key and their place in it, under one unique index:
    /// a batch sent again conflicts row by row and is ignored in the same single statement that
    /// stores it, with no transaction (which made concurrent batches queue on SQLite). The unique
    /// index on event ids goes: ids are random UUIDs the server makes and never looks up, and keeping
    /// random keys in order cost most of a batch insert once the table outgrew the cache — a batch's
    /// rows share their key, so they cost one seek (Benchmarks/README.md). The newest-first list
    /// gets its index; the separate key table of 105 is dropped.
    static let analyticsEventIndexes = Migration(
        version: 106,
        name: "Analytics events keyed by batch, without a unique id index, with a newest-first index",
        sqlite: [
            """
            CREATE TABLE analytics_events_rebuilt (
                seq INTEGER PRIMARY KEY AUTOINCREMENT,
                \(analyticsColumns.replacingOccurrences(of: "id TEXT NOT NULL UNIQUE", with: "id TEXT NOT NULL")),
                batch_key TEXT,
                batch_position INTEGER
            )
            """,
            """
            INSERT INTO analytics_events_rebuilt
                (seq, id, name, user_id, event_date, recorded_date, type, duration, device, os, app_version)
            SELECT seq, id, name, user_id, event_date, recorded_date, type, duration, device, os, app_version
            FROM analytics_events
            """,
            "DROP TABLE analytics_events",
            "ALTER TABLE analytics_events_rebuilt RENAME TO analytics_events",
        ] + analyticsIndexes + batchIndexes,
        postgres: [
            "ALTER TABLE analytics_events DROP CONSTRAINT analytics_events_id_key",
            "ALTER TABLE analytics_events ADD COLUMN batch_key TEXT",
            "ALTER TABLE analytics_events ADD COLUMN batch_position INTEGER",
        ] + batchIndexes)

    /// A batch's first event carries a digest of the whole batch, so a different batch sent under a
    /// key already used is refused instead of merged with the first.
    static let batchFingerprints = Migration(
        version: 107,
        name: "Fingerprint analytics batches",
        sqlite: ["ALTER TABLE analytics_events ADD COLUMN batch_fingerprint TEXT"],
        postgres: ["ALTER TABLE analytics_events ADD COLUMN batch_fingerprint TEXT"])

    /// Usernames compared ignoring the case of ASCII letters (`CaseFoldedKey`), under a unique key. When
    /// existing accounts differ only in case, the oldest gets the key; each later one a key no
    /// username folds to (it holds capitals), and is still found by its exact spelling.
    static let usernameKeys = Migration(
        version: 108,
        name: "Compare usernames ignoring case",
        sqlite: usernameKeyStatements(fold: { "lower(\($0))" }),
        postgres: usernameKeyStatements(fold: {
            "translate(\($0), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')"
        }))

    private static func usernameKeyStatements(fold: (String) -> String) -> [String] {
        [
            "ALTER TABLE users ADD COLUMN username_key TEXT",
            """
            UPDATE users SET username_key = \(fold("username")) WHERE NOT EXISTS (
                SELECT 1 FROM users AS earlier
                WHERE \(fold("earlier.username")) = \(fold("users.username"))
                  AND (earlier.created_at < users.created_at
                       OR (earlier.created_at = users.created_at AND earlier.id < users.id)))
            """,
            "UPDATE users SET username_key = '#' || id || '#CASE-DUPLICATE' WHERE username_key IS NULL",
            "CREATE UNIQUE INDEX users_by_username_key ON users (username_key)",
        ]
    }

    /// Session tokens say what they were issued for (`CredentialKind`), so a dashboard cookie is no
    /// API token and the other way round. Tokens issued before are API tokens: a dashboard login made
    /// before this migration must log in again.
    static let tokenKinds = Migration(
        version: 109,
        name: "Tell API tokens from dashboard sessions",
        sqlite: ["ALTER TABLE session_tokens ADD COLUMN kind TEXT NOT NULL DEFAULT 'api'"],
        postgres: ["ALTER TABLE session_tokens ADD COLUMN kind TEXT NOT NULL DEFAULT 'api'"])

    /// A number every change to the company's lists or the purchase orders raises, in the change's
    /// own transaction: servers serve the lists from memory until it moves (`CompanyVersion`).
    static let companyVersion = Migration(
        version: 110,
        name: "Count changes to the company's lists",
        sqlite: [
            "CREATE TABLE company_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)",
            "INSERT INTO company_version (id, version) VALUES (1, 0)",
        ],
        postgres: [
            "CREATE TABLE company_version (id INTEGER PRIMARY KEY CHECK (id = 1), version BIGINT NOT NULL)",
            "INSERT INTO company_version (id, version) VALUES (1, 0)",
        ])

    /// One purchase order per number, compared ignoring the case of ASCII letters (`CaseFoldedKey`).
    /// Orders stored before under a number used earlier keep their number as it is; only the oldest
    /// holds the key, each later one a key no number folds to.
    static let purchaseOrderNumberKeys = Migration(
        version: 111,
        name: "One purchase order per number",
        sqlite: purchaseOrderNumberKeyStatements(fold: { "lower(\($0))" }),
        postgres: purchaseOrderNumberKeyStatements(fold: {
            "translate(\($0), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')"
        }))

    private static func purchaseOrderNumberKeyStatements(fold: (String) -> String) -> [String] {
        [
            "ALTER TABLE purchase_orders ADD COLUMN number_key TEXT",
            // The oldest order of each number, found in one pass (a window), not by comparing every pair.
            """
            UPDATE purchase_orders SET number_key = \(fold("po_number")) WHERE id IN (
                SELECT id FROM (
                    SELECT id, ROW_NUMBER() OVER (
                        PARTITION BY \(fold("po_number")) ORDER BY purchase_date, id) AS place
                    FROM purchase_orders) AS numbered
                WHERE place = 1)
            """,
            "UPDATE purchase_orders SET number_key = '#' || id || '#NUMBER-DUPLICATE' WHERE number_key IS NULL",
            "CREATE UNIQUE INDEX purchase_orders_by_number_key ON purchase_orders (number_key)",
        ]
    }

    private static let batchIndexes = [
        "CREATE INDEX analytics_events_newest_first ON analytics_events (event_date, seq)",
        "CREATE UNIQUE INDEX analytics_events_batch ON analytics_events (user_id, batch_key, batch_position)",
        "DROP TABLE analytics_batches",
    ]

    private static let analyticsColumns = """
        id TEXT NOT NULL UNIQUE,
                name TEXT NOT NULL,
                user_id TEXT NOT NULL,
                event_date DOUBLE PRECISION NOT NULL,
                recorded_date DOUBLE PRECISION NOT NULL,
                type TEXT NOT NULL,
                duration DOUBLE PRECISION,
                device TEXT,
                os TEXT,
                app_version TEXT
        """

    private static let analyticsIndexes = [
        "CREATE INDEX analytics_events_by_recorded_date ON analytics_events (recorded_date)"
    ]
}
