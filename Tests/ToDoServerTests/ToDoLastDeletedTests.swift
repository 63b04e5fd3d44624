import Foundation
import ServerTestSupport
import Testing
import ToDoKit

@testable import ServerDatabase
@testable import ToDoServer

@Suite("The item a list's last change deleted, kept beside the list for its Undo")
struct ToDoLastDeletedTests {
    @Test(
        "Given a deleted item, then it is kept with its place until the list changes in any other way",
        arguments: TestDatabase.available)
    func keptUntilTheNextChange(database: TestDatabase) async throws {
        try await database.withFreshDatabase(migrations: ToDoRoutes.migrations) { database in
            let repository = SQLToDoListRepository(database: database.sql, changes: DataChanges(), now: { Date() })
            let account = UUID()
            let milk = try ToDoItem(title: "Milk")
            let bread = try ToDoItem(title: "Bread")
            _ = try await repository.update(of: account) { list throws(ToDoInputError) in
                try list.add(milk)
                try list.add(bread)
            }
            #expect(try await repository.lastDeleted(of: account) == nil)
            // When the second item is deleted
            let deleted = try await repository.delete(bread.id, of: account)
            // Then it is kept, with its place, for this account only
            #expect(deleted.item.title == "Bread" && deleted.index == 1)
            let kept = try #require(try await repository.lastDeleted(of: account))
            #expect(kept.item.id == bread.id && kept.item.number == deleted.item.number && kept.index == 1)
            #expect(try await repository.lastDeleted(of: UUID()) == nil)
            #expect(try await repository.list(of: account).toDo.map(\.title) == ["Milk"])
            // and an item not in the list is refused, changing nothing
            await #expect(throws: ToDoInputError.self) { try await repository.delete(bread.id, of: account) }
            #expect(try await repository.lastDeleted(of: account)?.item.id == bread.id)
            // When the list is changed otherwise, through the pages or the API, it is no longer kept
            _ = try await repository.update(of: account) { list throws(ToDoInputError) in try list.check(at: 0) }
            #expect(try await repository.lastDeleted(of: account) == nil)
            _ = try await repository.delete(milk.id, of: account)
            let revision = try await repository.revisioned(of: account).revision
            #expect(try await repository.replace(of: account, with: ToDoList(), over: revision) != nil)
            #expect(try await repository.lastDeleted(of: account) == nil)
        }
    }
}
