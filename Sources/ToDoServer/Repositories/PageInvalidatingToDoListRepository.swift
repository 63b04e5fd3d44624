import Foundation
import ToDoKit
import WebPages

/// A `ToDoListRepository` that drops the kept `/todo` pages after every change it stores — so no way
/// of changing a list (the pages, the API) can forget to, and a page shows a change the moment it is
/// answered.
struct PageInvalidatingToDoListRepository: ToDoListRepository {
    let base: any ToDoListRepository
    let pages: RenderedPages

    func list(of account: UUID) async throws -> ToDoList {
        try await base.list(of: account)
    }

    func update<T: Sendable>(
        of account: UUID, _ change: @Sendable (inout ToDoList) throws(ToDoInputError) -> T
    ) async throws -> T {
        let result = try await base.update(of: account, change)
        pages.dataChanged()
        return result
    }

    func delete(_ id: UUID, of account: UUID) async throws -> DeletedToDoItem {
        let deleted = try await base.delete(id, of: account)
        pages.dataChanged()
        return deleted
    }

    func lastDeleted(of account: UUID) async throws -> DeletedToDoItem? {
        try await base.lastDeleted(of: account)
    }

    func revisioned(of account: UUID) async throws -> (list: ToDoList, revision: Int64) {
        try await base.revisioned(of: account)
    }

    func replace(of account: UUID, with list: ToDoList, over revision: Int64) async throws -> Int64? {
        let stored = try await base.replace(of: account, with: list, over: revision)
        if stored != nil { pages.dataChanged() }
        return stored
    }
}
