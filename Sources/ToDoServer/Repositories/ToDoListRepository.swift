import Foundation
import ToDoKit

/// Where each account's to-do list is kept.
protocol ToDoListRepository: Sendable {
    /// `account`'s list; empty when they have none yet.
    func list(of account: UUID) async throws -> ToDoList

    /// Applies `change` to `account`'s list and keeps the result, unless `change` throws — then
    /// nothing is kept. A change made meanwhile by another request is never overwritten: `change`
    /// runs again on the newer list.
    func update<T: Sendable>(
        of account: UUID, _ change: @Sendable (inout ToDoList) throws(ToDoInputError) -> T
    ) async throws -> T

    /// `update`, answering also the list as stored after it — its items' versions counted — and its
    /// revision.
    func stored<T: Sendable>(
        of account: UUID, _ change: @Sendable (inout ToDoList) throws(ToDoInputError) -> T
    ) async throws -> StoredChange<T>

    /// Deletes the item `id` from `account`'s list, keeping it (`lastDeleted(of:)`) until the list
    /// next changes; throws `ToDoInputError.notFound` when the list has no such item.
    func delete(_ id: UUID, of account: UUID) async throws -> DeletedToDoItem

    /// What the last change to `account`'s list deleted, when that change was a delete.
    func lastDeleted(of account: UUID) async throws -> DeletedToDoItem?

    /// `account`'s list and its revision, which every stored change raises by one; revision 0 and an
    /// empty list when nothing is stored yet.
    func revisioned(of account: UUID) async throws -> (list: ToDoList, revision: Int64)

    /// `account`'s list's revision alone: 0 when nothing is stored yet.
    func revision(of account: UUID) async throws -> Int64

    /// Stores `list` as `account`'s if the stored revision is still `revision`; answers the list as
    /// stored (its items' versions counted) and the new revision, or `nil` — changing nothing — when
    /// another change came first.
    func replace(of account: UUID, with list: ToDoList, over revision: Int64) async throws -> (ToDoList, Int64)?
}

/// What a change of a list answered, with the list as stored after it.
struct StoredChange<T: Sendable>: Sendable {
    let result: T
    let list: ToDoList
    let revision: Int64
}
