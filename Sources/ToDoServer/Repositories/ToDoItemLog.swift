import Foundation
import SQLKit
import ServerDatabase
import ToDoKit

/// The revision and time each item of a list last changed at — deleted items too — noted just before
/// the list is written, so CalDAV's sync tokens (a revision) tell everything that changed since.
/// A deleted item's CalDAV object stays, so a sync still names it by the address its app gave it.
enum ToDoItemLog {
    /// Notes, at `revision` and `date`, every item that differs between `old` and `new`.
    static func record(
        from old: ToDoList, to new: ToDoList, of account: UUID, at revision: Int64, on date: Date,
        in database: any SQLDatabase
    ) async throws {
        let before = Dictionary(old.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let changed = Set(after.keys.filter { before[$0] != after[$0] }).union(before.keys.filter { after[$0] == nil })
        try await note(Array(changed), of: account, at: revision, on: date, in: database)
    }

    /// Notes `items` as changed at `revision` and `date`: what a change of their calendar objects
    /// alone does, which leaves the list's fields as they were.
    static func note(_ items: [UUID], of account: UUID, at revision: Int64, on date: Date, in database: any SQLDatabase)
        async throws
    {
        for chunk in items.chunked(into: 200) {
            var insert = database.insert(into: "todo_item_changes").columns(
                "account_id", "item_id", "revision", "changed_at")
            for id in chunk {
                insert = insert.values(
                    SQLBind(account.uuidString), SQLBind(id.uuidString), SQLBind(revision),
                    SQLBind(date.timeIntervalSince1970))
            }
            // Never lowered: a write that lost its race notes a revision another write may have passed.
            try await insert.onConflict(with: ["account_id", "item_id"]) {
                $0.set(
                    "revision",
                    to: SQLRaw(
                        "CASE WHEN excluded.revision > todo_item_changes.revision THEN excluded.revision ELSE todo_item_changes.revision END"
                    )
                )
                .set(excludedValueOf: "changed_at")
            }.run()
        }
    }

    /// The items changed or deleted after `revision`.
    static func changed(of account: UUID, after revision: Int64, in database: any SQLDatabase) async throws -> [UUID] {
        try await database.select().column("item_id").from("todo_item_changes")
            .where("account_id", .equal, account.uuidString).where("revision", .greaterThan, revision)
            .all().map { try $0.uuid("item_id") }
    }

    /// When each of `account`'s items last changed, as far as the log knows.
    static func times(of account: UUID, in database: any SQLDatabase) async throws -> [UUID: Date] {
        var times: [UUID: Date] = [:]
        for row in try await database.select().columns("item_id", "changed_at").from("todo_item_changes")
            .where("account_id", .equal, account.uuidString).all()
        {
            times[try row.uuid("item_id")] = Date(
                timeIntervalSince1970: try row.decode(column: "changed_at", as: Double.self))
        }
        return times
    }
}

extension ToDoList {
    /// Every item, to do and done.
    var items: [ToDoItem] { toDo + done }
}

extension Array {
    /// The elements in runs of at most `size`.
    func chunked(into size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
