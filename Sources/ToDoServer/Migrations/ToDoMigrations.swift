import ServerDatabase

/// The ToDo app's schema: one versioned JSON document per account, the list `ToDoKit` keeps.
enum ToDoMigrations {
    /// Every migration, in order.
    static let all = [createLists, countChanges, keepLastDeleted, calDAV]

    /// A list per account; `version` rises with every change, so two changes at once cannot both
    /// write what they read.
    static let createLists = Migration(
        version: 301,
        name: "Create ToDo lists",
        sqlite: [
            """
            CREATE TABLE todo_lists (
                account_id TEXT PRIMARY KEY,
                document TEXT NOT NULL,
                version INTEGER NOT NULL,
                updated_at DOUBLE PRECISION NOT NULL
            )
            """
        ],
        postgres: [
            """
            CREATE TABLE todo_lists (
                account_id TEXT PRIMARY KEY,
                document TEXT NOT NULL,
                version BIGINT NOT NULL,
                updated_at DOUBLE PRECISION NOT NULL
            )
            """
        ])

    /// A number every change to any list raises, in the change's own statement (a trigger, so nothing
    /// writing lists can forget it): servers sharing the database read it to tell that the pages they
    /// keep (`RenderedPages`) are out of date. Per row changed, so a statement changing nothing (an
    /// update that lost its race, an insert that found the list there) drops no page.
    static let countChanges = Migration(
        version: 302,
        name: "Count changes to ToDo lists",
        sqlite: [
            "CREATE TABLE todo_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)",
            "INSERT INTO todo_version (id, version) VALUES (1, 0)",
        ]
            + ["INSERT", "UPDATE", "DELETE"].map { change in
                """
                CREATE TRIGGER todo_lists_count_\(change.lowercased()) AFTER \(change) ON todo_lists BEGIN
                    UPDATE todo_version SET version = version + 1;
                END
                """
            },
        postgres: [
            "CREATE TABLE todo_version (id INTEGER PRIMARY KEY CHECK (id = 1), version BIGINT NOT NULL)",
            "INSERT INTO todo_version (id, version) VALUES (1, 0)",
            """
            CREATE FUNCTION todo_lists_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                UPDATE todo_version SET version = version + 1;
                RETURN NULL;
            END
            $$
            """,
            """
            CREATE TRIGGER todo_lists_count_change AFTER INSERT OR UPDATE OR DELETE ON todo_lists
            FOR EACH ROW EXECUTE FUNCTION todo_lists_count_change()
            """,
            """
            CREATE TRIGGER todo_lists_count_truncate AFTER TRUNCATE ON todo_lists
            FOR EACH STATEMENT EXECUTE FUNCTION todo_lists_count_change()
            """,
        ])

    /// The item the last change deleted (`DeletedToDoItem` as JSON), written by the change itself and
    /// cleared by the next: the list page a delete redirects to offers to put it back.
    static let keepLastDeleted = Migration(
        version: 303,
        name: "Keep the item a ToDo list's last change deleted",
        sqlite: ["ALTER TABLE todo_lists ADD COLUMN last_deleted TEXT"],
        postgres: ["ALTER TABLE todo_lists ADD COLUMN last_deleted TEXT"])

    /// For CalDAV: the revision and time each item last changed at (deleted ones too), which sync
    /// tokens count from; and each item's calendar object as its client last wrote it, kept whole, with
    /// the zone its dates without a time are read in; and each list's colour and place in the apps.
    static let calDAV = Migration(
        version: 304,
        name: "Items' last changes and their CalDAV objects",
        sqlite: calDAVStatements,
        postgres: calDAVStatements)

    private static let calDAVStatements = [
        """
        CREATE TABLE todo_item_changes (
            account_id TEXT NOT NULL,
            item_id TEXT NOT NULL,
            revision BIGINT NOT NULL,
            changed_at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (account_id, item_id)
        )
        """,
        "CREATE INDEX todo_item_changes_by_revision ON todo_item_changes (account_id, revision)",
        """
        CREATE TABLE todo_caldav_objects (
            account_id TEXT NOT NULL,
            item_id TEXT NOT NULL,
            name TEXT NOT NULL,
            object TEXT NOT NULL,
            zone TEXT NOT NULL,
            PRIMARY KEY (account_id, item_id)
        )
        """,
        "CREATE UNIQUE INDEX todo_caldav_objects_by_name ON todo_caldav_objects (account_id, name)",
        """
        CREATE TABLE todo_caldav_list_properties (
            account_id TEXT NOT NULL,
            list_key TEXT NOT NULL,
            property TEXT NOT NULL,
            value TEXT NOT NULL,
            PRIMARY KEY (account_id, list_key, property)
        )
        """,
    ]
}
