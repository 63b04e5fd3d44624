import Foundation
import SQLKit
import ServerDatabase
import ToDoKit

/// The revision each item of a list last changed at — deleted items too — written in the same
/// transaction as the list, so CalDAV's sync tokens (a revision) tell exactly what changed since.
/// A deleted item's CalDAV object goes with it.
enum ToDoItemLog {
    /// Notes, at `revision`, every item that differs between `old` and `new`.
    static func record(
        from old: ToDoList, to new: ToDoList, of account: UUID, at revision: Int64, in database: any SQLDatabase
    ) async throws {
        let before = Dictionary(old.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let changed = Set(after.keys.filter { before[$0] != after[$0] }).union(before.keys.filter { after[$0] == nil })
        guard !changed.isEmpty else { return }
        for chunk in Array(changed).chunked(into: 200) {
            var insert = database.insert(into: "todo_item_changes").columns("account_id", "item_id", "revision")
            for id in chunk {
                insert = insert.values(SQLBind(account.uuidString), SQLBind(id.uuidString), SQLBind(revision))
            }
            try await insert.onConflict(with: ["account_id", "item_id"]) { $0.set(excludedValueOf: "revision") }.run()
        }
        let removed = before.keys.filter { after[$0] == nil }.map(\.uuidString)
        for chunk in removed.chunked(into: 200) {
            try await database.delete(from: "todo_caldav_objects").where("account_id", .equal, account.uuidString)
                .where("item_id", .in, Array(chunk)).run()
        }
    }

    /// The items changed or deleted after `revision`.
    static func changed(of account: UUID, after revision: Int64, in database: any SQLDatabase) async throws -> [UUID] {
        try await database.select().column("item_id").from("todo_item_changes")
            .where("account_id", .equal, account.uuidString).where("revision", .greaterThan, revision)
            .all().map { try $0.uuid("item_id") }
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
