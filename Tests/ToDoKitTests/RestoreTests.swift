import Foundation
import Testing
import ToDoKit

@Suite("Undoing a removal: the item comes back where it was, with its number")
struct RestoreTests {
    @Test("Given a removed to-do item, when it is restored, then it is back at its place with its number")
    func backInPlace() throws {
        var list = ToDoList()
        for title in ["One", "Two", "Three"] { try list.add(try ToDoItem(title: title)) }
        let removed = try list.remove(at: 1, from: .toDo)

        let restored = try list.restore(removed, at: 1)

        #expect(list.toDo.map(\.title) == ["One", "Two", "Three"])
        #expect(restored.number == 2 && restored.id == removed.id)
    }

    @Test("Given a finished item removed, then it comes back finished")
    func finished() throws {
        var list = ToDoList()
        try list.add(try ToDoItem(title: "Done"))
        try list.check(at: 0)
        let removed = try list.remove(at: 0, from: .done)
        try list.restore(removed, at: 0)
        #expect(list.done.map(\.title) == ["Done"] && list.toDo.isEmpty)
    }

    @Test("Given the item is back already, or the same item was added meanwhile, then restoring is refused")
    func refused() throws {
        var list = ToDoList()
        try list.add(try ToDoItem(title: "Call Ann"))
        let removed = try list.remove(at: 0, from: .toDo)
        try list.add(try ToDoItem(title: "call ann"))
        #expect(throws: ToDoInputError.duplicate(of: list.toDo[0])) { try list.restore(removed, at: 0) }
        var other = ToDoList()
        let kept = try other.add(try ToDoItem(title: "Kept"))
        #expect(throws: ToDoInputError.self) { try other.restore(kept, at: 0) }
    }

    @Test("Given a number the list never gave, then the restored item gets the list's next one")
    func forgedNumber() throws {
        var list = ToDoList()
        for title in ["A", "B", "C", "D", "E"] { try list.add(try ToDoItem(title: title)) }
        var fresh = ToDoList()
        let restored = try fresh.restore(list.toDo[4], at: 0)
        #expect(restored.number == 1 && fresh.nextNumber == 2)
    }
}
