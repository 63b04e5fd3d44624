import Foundation
import Testing
import ToDoKit

@Suite("ItemManager: the list's rules, each one test")
struct ItemManagerTests {
    let manager = ItemManager(store: InMemoryItemStore())

    static func item(_ title: String, due: Date? = nil, at place: String? = nil) throws -> ToDoItem {
        try ToDoItem(title: title, dueDate: due, location: place.map { try Location(name: $0) })
    }

    /// The error `work` throws, if any.
    static func failure(_ work: () async throws(ItemStoreError) -> Void) async -> ItemStoreError? {
        do {
            try await work()
            return nil
        } catch {
            return error
        }
    }

    @Test("given an empty list, when an item is added, then it is the one to-do item")
    func add() async throws {
        let milk = try Self.item("Buy milk")
        try await manager.add(milk)
        #expect(try await manager.toDoCount == 1)
        #expect(try await manager.doneCount == 0)
        #expect(try await manager.item(at: 0).id == milk.id)
        #expect(try await manager.item(at: 0).number == 1)
    }

    @Test("a title is required: blank ones are refused", arguments: ["", "   ", "\n\t"])
    func titleRequired(title: String) {
        #expect(throws: ToDoInputError.emptyTitle) { try ToDoItem(title: title) }
    }

    @Test("given an item to do, the same title (ignoring case and spaces), due date and place is refused")
    func duplicate() async throws {
        let due = Date(timeIntervalSince1970: 1_795_339_800)
        try await manager.add(try Self.item("Buy milk", due: due, at: "Shop"))
        let first = try await manager.item(at: 0)
        let failure = await Self.failure { () async throws(ItemStoreError) in
            try await manager.add(try! Self.item("  buy   MILK ", due: due, at: " shop "))
        }
        #expect(failure == .refused(.duplicate(of: first)))
        #expect(failure?.description == "“Buy milk” is already in your to-do list with the same due date and location.")
        #expect(try await manager.toDoCount == 1)
    }

    @Test("another due date or place makes a different item")
    func notDuplicate() async throws {
        try await manager.add(try Self.item("Buy milk"))
        try await manager.add(try Self.item("Buy milk", due: Date(timeIntervalSince1970: 1_795_339_800)))
        try await manager.add(try Self.item("Buy milk", at: "Market"))
        #expect(try await manager.toDoCount == 3)
    }

    @Test("a finished item does not block adding it again")
    func finishedDoesNotBlock() async throws {
        try await manager.add(try Self.item("Buy milk"))
        try await manager.checkItem(at: 0)
        try await manager.add(try Self.item("Buy milk"))
        #expect(try await manager.toDoCount == 1)
        #expect(try await manager.doneCount == 1)
    }

    @Test("checking moves an item to the end of Finished, after the ones checked before")
    func check() async throws {
        for title in ["A", "B", "C"] { try await manager.add(try Self.item(title)) }
        try await manager.checkItem(at: 1)
        try await manager.checkItem(at: 0)
        let list = try await manager.list()
        #expect(list.toDo.map(\.title) == ["C"])
        #expect(list.done.map(\.title) == ["B", "A"])
        #expect(list.done.allSatisfy(\.isDone) && !list.toDo[0].isDone)
    }

    @Test("unchecking moves an item back to the end of To Do")
    func uncheck() async throws {
        for title in ["A", "B", "C"] { try await manager.add(try Self.item(title)) }
        try await manager.checkItem(at: 0)
        try await manager.uncheckItem(at: 0)
        let list = try await manager.list()
        #expect(list.toDo.map(\.title) == ["B", "C", "A"])
        #expect(list.done.isEmpty && !list.toDo[2].isDone)
    }

    @Test("an item can be deleted from either section; the others keep their order")
    func remove() async throws {
        for title in ["A", "B", "C", "D"] { try await manager.add(try Self.item(title)) }
        try await manager.checkItem(at: 3)
        try await manager.checkItem(at: 0)
        try await manager.removeItem(at: 1, from: .toDo)
        try await manager.removeItem(at: 0, from: .done)
        let list = try await manager.list()
        #expect(list.toDo.map(\.title) == ["B"])
        #expect(list.done.map(\.title) == ["A"])
    }

    @Test("delete all empties both sections")
    func removeAll() async throws {
        for title in ["A", "B"] { try await manager.add(try Self.item(title)) }
        try await manager.checkItem(at: 0)
        try await manager.removeAll()
        #expect(try await manager.toDoCount == 0)
        #expect(try await manager.doneCount == 0)
    }

    @Test("a place that is not there is refused with a sentence, and nothing changes")
    func noItem() async throws {
        try await manager.add(try Self.item("A"))
        let failure = await Self.failure { () async throws(ItemStoreError) in try await manager.checkItem(at: 3) }
        #expect(failure?.description == "There is no item 4 in To Do.")
        #expect(
            await Self.failure { () async throws(ItemStoreError) in try await manager.uncheckItem(at: 0) }
                == .refused(.noItem(section: .done, index: 0)))
        #expect(try await manager.toDoCount == 1)
    }

    @Test("coordinates must be on Earth; a location needs a name")
    func locationRules() async throws {
        #expect(throws: ToDoInputError.invalidCoordinate(latitude: 91, longitude: 0)) {
            try Location.Coordinate(latitude: 91, longitude: 0)
        }
        #expect(throws: ToDoInputError.invalidCoordinate(latitude: 0, longitude: -180.5)) {
            try Location.Coordinate(latitude: 0, longitude: -180.5)
        }
        #expect(throws: ToDoInputError.emptyLocationName) { try Location(name: " ") }
        let office = try Location(
            name: "Office", address: "Main St 1", coordinate: .init(latitude: -90, longitude: 180))
        #expect(office.coordinate?.latitude == -90)
    }
}
