import Foundation
import ServerDatabase

/// The MyBiz schema. Ids are UUIDs kept as upper-case text, as the API writes them; dates are
/// seconds since 1970, as the Open Market's are. Versions start at 101 so they never meet the Open
/// Market's in the shared `schema_migrations` table.
enum MyBizMigrations {
    static let all = [
        createAccounts, createCompany, createPurchases, usernameKeys, tokenKinds, companyVersion,
        purchaseOrderNumberKeys, announcementDetails, usernameKeysFoldingWidth, companyMembers,
        approvals, chosenPasswords, eventResponses, announcementConversations, inboxes, calendarFeeds,
        appPasswords,
    ]

    /// Each person's secret calendar address; events count their changes and leave a trace when
    /// cancelled, so a subscribed calendar keeps each event's UID through edits and sees it cancelled.
    static let calendarFeeds = Migration(
        version: 122,
        name: "Calendar feeds, events' revisions and cancelled events",
        sqlite: calendarFeedStatements,
        postgres: calendarFeedStatements)

    private static let calendarFeedStatements = [
        """
        CREATE TABLE calendar_feeds (
            account_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
            token_hash TEXT NOT NULL UNIQUE,
            zone TEXT NOT NULL,
            created_at DOUBLE PRECISION NOT NULL
        )
        """,
        "ALTER TABLE events ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE events ADD COLUMN modified_at DOUBLE PRECISION",
        """
        CREATE TABLE cancelled_events (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            date DOUBLE PRECISION NOT NULL,
            type TEXT NOT NULL,
            duration DOUBLE PRECISION NOT NULL,
            place TEXT,
            sequence INTEGER NOT NULL,
            cancelled_at DOUBLE PRECISION NOT NULL
        )
        """,
        "CREATE INDEX cancelled_events_by_time ON cancelled_events (cancelled_at)",
    ]

    /// Passwords an account makes for one app each (a phone's Reminders), which open only the
    /// to-do list's CalDAV, never a session; kept by their hash, revocable one by one.
    static let appPasswords = Migration(
        version: 123,
        name: "App passwords",
        sqlite: appPasswordStatements,
        postgres: appPasswordStatements)

    private static let appPasswordStatements = [
        """
        CREATE TABLE app_passwords (
            id TEXT PRIMARY KEY,
            account_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
            name TEXT NOT NULL,
            password_hash TEXT NOT NULL UNIQUE,
            zone TEXT NOT NULL,
            created_at DOUBLE PRECISION NOT NULL,
            last_used_at DOUBLE PRECISION
        )
        """,
        "CREATE INDEX app_passwords_by_account ON app_passwords (account_id)",
    ]

    /// Each person's inbox — what they were told, and when they saw it — and the kinds they turned off.
    static let inboxes = Migration(
        version: 121,
        name: "Inboxes and the notifications people turned off",
        sqlite: inboxStatements,
        postgres: inboxStatements)

    private static let inboxStatements = [
        """
        CREATE TABLE inbox_items (
            id TEXT PRIMARY KEY,
            account_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
            kind TEXT NOT NULL,
            text TEXT NOT NULL,
            link TEXT NOT NULL,
            created_at DOUBLE PRECISION NOT NULL,
            read_at DOUBLE PRECISION
        )
        """,
        "CREATE INDEX inbox_items_by_account ON inbox_items (account_id, created_at)",
        """
        CREATE TABLE notification_mutes (
            account_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
            kind TEXT NOT NULL,
            PRIMARY KEY (account_id, kind)
        )
        """,
    ]

    /// Comments on announcements, reactions to them, and confirmations that they were read, where an
    /// administrator asks for them.
    static let announcementConversations = Migration(
        version: 120,
        name: "Announcements' comments, reactions and read confirmations",
        sqlite: announcementConversationStatements,
        postgres: announcementConversationStatements)

    private static let announcementConversationStatements = [
        """
        CREATE TABLE announcement_comments (
            id TEXT PRIMARY KEY,
            announcement_id TEXT NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
            author_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
            body TEXT NOT NULL,
            created_at DOUBLE PRECISION NOT NULL
        )
        """,
        "CREATE INDEX announcement_comments_by_announcement ON announcement_comments (announcement_id, created_at)",
        """
        CREATE TABLE announcement_reactions (
            announcement_id TEXT NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
            account_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
            reaction TEXT NOT NULL,
            PRIMARY KEY (announcement_id, account_id, reaction)
        )
        """,
        """
        CREATE TABLE announcement_confirmation_requests (
            announcement_id TEXT PRIMARY KEY REFERENCES announcements (id) ON DELETE CASCADE,
            requested_at DOUBLE PRECISION NOT NULL
        )
        """,
        """
        CREATE TABLE announcement_confirmations (
            announcement_id TEXT NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
            account_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
            confirmed_at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (announcement_id, account_id)
        )
        """,
    ]

    /// Who comes to an event: one answer per person, dropped with the event.
    static let eventResponses = Migration(
        version: 119,
        name: "Answers to events: going, maybe, not going",
        sqlite: eventResponseStatements,
        postgres: eventResponseStatements)

    private static let eventResponseStatements = [
        """
        CREATE TABLE event_responses (
            event_id TEXT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
            account_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
            answer TEXT NOT NULL,
            answered_at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (event_id, account_id)
        )
        """
    ]

    /// Accounts say whether their password is one their person chose: an invited account's temporary
    /// password is not, and its person chooses one at first sign-in. Accounts before chose theirs.
    static let chosenPasswords = Migration(
        version: 118,
        name: "Tell a temporary password from a chosen one",
        sqlite: ["ALTER TABLE users ADD COLUMN password_chosen INTEGER NOT NULL DEFAULT 1"],
        postgres: ["ALTER TABLE users ADD COLUMN password_chosen INTEGER NOT NULL DEFAULT 1"])

    /// People of the org chart sign in with an account and may approve orders up to a limit; orders
    /// have a status, an approver and a history. Orders placed before keep no status: they were placed
    /// when nothing needed approving.
    static let approvals = Migration(
        version: 117,
        name: "Purchase-order approvals: people's accounts and limits, orders' status and history",
        sqlite: approvalStatements,
        postgres: approvalStatements)

    private static let approvalStatements = [
        "ALTER TABLE employees ADD COLUMN account_id TEXT",
        "CREATE UNIQUE INDEX employees_by_account ON employees (account_id)",
        "ALTER TABLE employees ADD COLUMN approval_limit DOUBLE PRECISION",
        "ALTER TABLE purchase_orders ADD COLUMN status TEXT",
        "ALTER TABLE purchase_orders ADD COLUMN approver_id TEXT",
        """
        CREATE TABLE purchase_order_events (
            order_id TEXT NOT NULL REFERENCES purchase_orders (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            step TEXT NOT NULL,
            actor_id TEXT NOT NULL,
            at DOUBLE PRECISION NOT NULL,
            reason TEXT,
            approver_id TEXT,
            PRIMARY KEY (order_id, position)
        )
        """,
        "CREATE INDEX purchase_orders_by_status ON purchase_orders (status, approver_id)",
    ]

    /// Accounts say whether they are the company's people. Every account made before was (sign-up
    /// joined the company), so they all stay; from now on sign-up joins only when the company is open.
    static let companyMembers = Migration(
        version: 116,
        name: "Tell the company's people from accounts made only for the market",
        sqlite: ["ALTER TABLE users ADD COLUMN company_member INTEGER NOT NULL DEFAULT 1"],
        postgres: ["ALTER TABLE users ADD COLUMN company_member INTEGER NOT NULL DEFAULT 1"])

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

}
