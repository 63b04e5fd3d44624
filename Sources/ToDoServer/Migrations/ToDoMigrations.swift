import ServerSupport

/// The ToDo app's schema: one versioned JSON document per account, the list `ToDoKit` keeps.
enum ToDoMigrations {
    /// Every migration, in order.
    static let all = [createLists]

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
}
