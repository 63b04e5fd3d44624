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
}
