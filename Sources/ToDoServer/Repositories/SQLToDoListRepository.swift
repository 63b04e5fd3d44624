import Foundation
import HTTPTypes
import SQLKit
import ServerDatabase
import ServerHTTP
import ToDoKit

/// `ToDoListRepository` in the server's database: a row per account holding the list as the same
/// versioned JSON document `mybiz todo` keeps in its file. A change writes only over the version it
/// read (optimistic concurrency), so two tabs at once lose nothing.
struct SQLToDoListRepository: ToDoListRepository {
    let database: any SQLDatabase
    /// Where every list written is said (`DataTopic.toDoLists`).
    let changes: DataChanges
    let now: @Sendable () -> Date
    /// The lists last read or written, by revision: most reads and changes then decode no list.
    let lists = RevisionCache<ToDoList>(capacity: 1_000)
    /// The most items a list kept decoded has: a longer one is decoded each time, so the lists kept
    /// stay small in memory whatever people keep.
    static let maxKeptItems = 200
    /// Each account's changes one after another in this server.
    let turns = AccountTurns()

    /// How often a change is tried again when other changes keep getting in first.
    static let attempts = 20

    func list(of account: UUID) async throws -> ToDoList {
        try await read(account)?.list ?? ToDoList()
    }

    func update<T: Sendable>(
        of account: UUID, _ change: @Sendable (inout ToDoList) throws(ToDoInputError) -> T
    ) async throws -> T {
        try await apply(to: account) { list throws(ToDoInputError) in (try change(&list), nil) }.result
    }

    func stored<T: Sendable>(
        of account: UUID, _ change: @Sendable (inout ToDoList) throws(ToDoInputError) -> T
    ) async throws -> StoredChange<T> {
        try await apply(to: account) { list throws(ToDoInputError) in (try change(&list), nil) }
    }

    func delete(_ id: UUID, of account: UUID) async throws -> DeletedToDoItem {
        try await apply(to: account) { list throws(ToDoInputError) in
            guard let place = list.place(of: id) else { throw .notFound(reason: "That item is not in the list.") }
            let deleted = DeletedToDoItem(
                item: try list.remove(at: place.index, from: place.section), index: place.index)
            return (deleted, deleted)
        }.result
    }

    func lastDeleted(of account: UUID) async throws -> DeletedToDoItem? {
        guard
            let kept = try await database.raw(
                "SELECT last_deleted FROM todo_lists WHERE account_id = \(bind: account.uuidString)"
            ).first()?.decode(column: "last_deleted", as: String?.self)
        else { return nil }
        // One that cannot be read (written by a later version) only means no Undo is offered.
        return try? JSONDecoder().decode(DeletedToDoItem.self, from: Data(kept.utf8))
    }

    /// Applies `change` to the stored list and writes it, its items' versions counted
    /// (`ToDoList.stamped(over:)`), with what it deleted, or nothing deleted, over the version it read —
    /// read again and applied again when another change got in first.
    private func apply<T: Sendable>(
        to account: UUID, _ change: (inout ToDoList) throws(ToDoInputError) -> (T, DeletedToDoItem?)
    ) async throws -> StoredChange<T> {
        try await turns.inTurn(of: account) { try await applyInTurn(to: account, change) }
    }

    private func applyInTurn<T: Sendable>(
        to account: UUID, _ change: (inout ToDoList) throws(ToDoInputError) -> (T, DeletedToDoItem?)
    ) async throws -> StoredChange<T> {
        for _ in 0..<Self.attempts {
            let stored = try await read(account)
            var list = stored?.list ?? ToDoList()
            let (result, deleted) = try change(&list)
            list = list.stamped(over: stored?.list ?? ToDoList())
            if let revision = try await write(
                list, of: account, over: stored?.version, previous: stored?.list, deleted: deleted)
            {
                return StoredChange(result: result, list: list, revision: revision)
            }
        }
        throw APIError(
            .serviceUnavailable,
            "Your list was changed by other requests all the while; nothing was changed. Try again.",
            retryAfter: 1)
    }

    func revision(of account: UUID) async throws -> Int64 {
        try await database.raw(
            "SELECT version FROM todo_lists WHERE account_id = \(bind: account.uuidString)"
        ).first()?.decode(column: "version", as: Int64.self) ?? 0
    }

    func revisioned(of account: UUID) async throws -> (list: ToDoList, revision: Int64) {
        let stored = try await read(account)
        return (stored?.list ?? ToDoList(), stored?.version ?? 0)
    }

    func replace(of account: UUID, with list: ToDoList, over revision: Int64) async throws -> (ToDoList, Int64)? {
        let stored = try await read(account)
        guard (stored?.version ?? 0) == revision else { return nil }
        let list = list.stamped(over: stored?.list ?? ToDoList())
        return try await write(list, of: account, over: revision == 0 ? nil : revision, previous: stored?.list)
            .map { (list, $0) }
    }

    private func read(_ account: UUID) async throws -> (list: ToDoList, version: Int64)? {
        let version = try await revision(of: account)
        guard version > 0 else { return nil }
        if let list = lists.value(of: account, at: version) { return (list, version) }
        guard
            let row = try await database.raw(
                "SELECT document, version FROM todo_lists WHERE account_id = \(bind: account.uuidString)"
            ).first()
        else { return nil }
        let document = try row.decode(column: "document", as: String.self)
        let read = (
            list: try ToDoList(document: Data(document.utf8), source: .kept),
            version: try row.decode(column: "version", as: Int64.self)
        )
        keep(read.list, of: account, at: read.version)
        return read
    }

    private func keep(_ list: ToDoList, of account: UUID, at version: Int64) {
        if list.toDo.count + list.done.count <= Self.maxKeptItems { lists.keep(list, of: account, at: version) }
    }

    /// Writes `list` if the stored version is still `version` (or there is none, for `nil`), with the
    /// item the change deleted (none for any other change); answers the new version, or `nil` when it
    /// was not.
    private func write(
        _ list: ToDoList, of account: UUID, over version: Int64?, previous: ToDoList?, deleted: DeletedToDoItem? = nil
    ) async throws -> Int64? {
        let time = self.now()
        // The items' changes are noted first, at the revision this write would make: a sync between
        // the two sees them a revision early, never late; a write that loses the race only notes
        // again what another write changed, which costs a client one needless read. No transaction:
        // the list's write stays one statement.
        try await ToDoItemLog.record(
            from: previous ?? ToDoList(), to: list, of: account, at: (version ?? 0) + 1, on: time, in: database)
        let written = try await Self.store(list, of: account, over: version, deleted: deleted, in: database, now: time)
        if let written {
            keep(list, of: account, at: written)
            changes.changed(.toDoLists)
        }
        return written
    }

    private static func store(
        _ list: ToDoList, of account: UUID, over version: Int64?, deleted: DeletedToDoItem?,
        in database: any SQLDatabase,
        now: Date
    ) async throws -> Int64? {
        let document = String(decoding: try list.document(), as: UTF8.self)
        let kept = try deleted.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
        let time = now.timeIntervalSince1970
        guard let version else {
            return try await database.raw(
                """
                INSERT INTO todo_lists (account_id, document, version, updated_at, last_deleted)
                VALUES (\(bind: account.uuidString), \(bind: document), 1, \(bind: time), \(bind: kept))
                ON CONFLICT (account_id) DO NOTHING RETURNING version
                """
            ).first()?.decode(column: "version", as: Int64.self)
        }
        return try await database.raw(
            """
            UPDATE todo_lists SET document = \(bind: document), version = \(bind: version + 1), updated_at = \(bind: time),
                last_deleted = \(bind: kept)
            WHERE account_id = \(bind: account.uuidString) AND version = \(bind: version) RETURNING version
            """
        ).first()?.decode(column: "version", as: Int64.self)
    }
}
