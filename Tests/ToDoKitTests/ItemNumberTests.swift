import Foundation
import Testing
import ToDoKit

@Suite("Item numbers: given once, never changed by other items' changes, never reused")
struct ItemNumberTests {
    static func list(_ titles: [String]) throws -> ToDoList {
        var list = ToDoList()
        for title in titles { try list.add(try ToDoItem(title: title)) }
        return list
    }

    static func numbers(_ list: ToDoList) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: (list.toDo + list.done).map { ($0.title, $0.number) })
    }

    @Test("items are numbered 1, 2, 3 in the order they are added")
    func inOrder() throws {
        let list = try Self.list(["Buy milk", "Call Ada", "Visit the lab"])
        #expect(list.toDo.map(\.number) == [1, 2, 3])
        #expect(list.nextNumber == 4)
    }

    @Test("checking, unchecking and removing items leaves every other item's number as it was")
    func stable() throws {
        // Given three items
        var list = try Self.list(["Buy milk", "Call Ada", "Visit the lab"])
        let before = Self.numbers(list)
        // When the first is checked, the last removed, and the first unchecked again
        try list.check(at: 0)
        try list.remove(at: 1, from: .toDo)
        try list.uncheck(at: 0)
        // Then the items left keep their numbers
        #expect(Self.numbers(list) == before.filter { $0.key != "Visit the lab" })
        #expect(list.place(ofNumber: 1).map { list.toDo[$0.index].title } == "Buy milk")
    }

    @Test("a number that was removed is not given again")
    func notReused() throws {
        var list = try Self.list(["Buy milk", "Call Ada"])
        try list.remove(at: 1, from: .toDo)
        let added = try list.add(try ToDoItem(title: "Visit the lab"))
        #expect(added.number == 3)
        #expect(list.place(ofNumber: 2) == nil)
    }

    @Test("a list saved before numbers existed is numbered To Do first, and new items follow")
    func oldFile() throws {
        // Given a file of format version 1 without numbers
        let file = Data(
            """
            {"format": "mybiz-todo", "version": 1,
             "toDo": [{"id": "6F1E0C1A-0000-4000-8000-000000000001", "title": "Buy milk", "isDone": false,
                       "createdAt": "2026-11-20T10:00:00Z"}],
             "done": [{"id": "6F1E0C1A-0000-4000-8000-000000000002", "title": "Call Ada", "isDone": true,
                       "createdAt": "2026-11-20T11:00:00Z"}]}
            """.utf8)
        // When it is read and an item added
        var list = try ToDoList(document: file)
        let added = try list.add(try ToDoItem(title: "Visit the lab"))
        // Then
        #expect(list.toDo.first?.number == 1 && list.done.first?.number == 2 && added.number == 3)
        // And the numbers survive a save
        let reread = try ToDoList(document: try list.document())
        #expect(Self.numbers(reread) == Self.numbers(list) && reread.nextNumber == 4)
    }

    @Test("an edited item keeps its number, section and date added; it may not become a duplicate")
    func replace() throws {
        var list = try Self.list(["Buy milk", "Call Ada"])
        let ada = list.toDo[1]
        let edited = try list.replace(
            with: try ToDoItem(title: "Call Ada at 3", id: ada.id, createdAt: Date(timeIntervalSince1970: 0)))
        #expect(edited.number == 2 && list.toDo[1].title == "Call Ada at 3")
        #expect(list.toDo[1].createdAt == ada.createdAt)
        #expect(throws: ToDoInputError.duplicate(of: list.toDo[0])) {
            try list.replace(with: try ToDoItem(title: "buy  milk", id: ada.id))
        }
    }
}
