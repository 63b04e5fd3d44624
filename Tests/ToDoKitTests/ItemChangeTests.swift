import Foundation
import Testing
import ToDoKit

@Suite("Changing one item: versions counted by the keeper, changes merged per field, the later change of a field kept")
struct ItemChangeTests {
    static let calendar = DueTextTests.calendar
    static let now = DueTextTests.now

    /// A list kept by a server: stamped over the empty list, so its items are at version 1.
    static func kept(_ titles: String...) throws -> ToDoList {
        var list = ToDoList()
        for title in titles { try list.add(ToDoItem(title: title, createdAt: now)) }
        return list.stamped(over: ToDoList())
    }

    static func patch(_ json: String) throws(ToDoPatchError) -> ToDoItemPatch {
        try ToDoItemPatch(json: Data(json.utf8))
    }

    @Test("Given a stored list, when it is written again, then only the items that changed get the next version")
    func stamping() throws {
        let stored = try Self.kept("Milk", "Bread")
        #expect(stored.toDo.map(\.version) == [1, 1])
        var next = stored
        try next.replace(with: ToDoItem(title: "Oat milk", id: stored.toDo[0].id, createdAt: Self.now))
        try next.add(ToDoItem(title: "Eggs", createdAt: Self.now))
        let written = next.stamped(over: stored)
        #expect(written.toDo.map(\.version) == [2, 1, 1])
        #expect(written.toDo[0].fieldVersions == [.title: 2])
        #expect(written.toDo[1].fieldVersions.isEmpty)
    }

    @Test(
        "Given two devices that read version 1, when one changes the title and the other the due date, then both stay")
    func differentFields() throws {
        var list = try Self.kept("Dentist")
        let id = list.toDo[0].id
        let stored = list
        let first = try list.change(id, by: Self.patch(#"{"title": "Dentist at 9"}"#), since: 1, now: Self.now)
        list = list.stamped(over: stored)
        let between = list
        let second = try list.change(
            id, by: Self.patch(#"{"dueDate": "2026-11-20T09:00:00Z", "priority": 2}"#), since: 1, now: Self.now)
        list = list.stamped(over: between)
        #expect(first.replaced.isEmpty && second.replaced.isEmpty && second.replacedSentence == nil)
        let item = list.toDo[0]
        #expect(item.title == "Dentist at 9" && item.priority == 2)
        #expect(item.dueDate == ISO8601DateFormatter().date(from: "2026-11-20T09:00:00Z"))
        #expect(item.version == 3 && item.fieldVersions == [.title: 2, .dueDate: 3, .priority: 3])
    }

    @Test("Given two devices that read version 1, when both change the title, then the later title stays and says so")
    func sameField() throws {
        var list = try Self.kept("Dentist")
        let id = list.toDo[0].id
        var stored = list
        _ = try list.change(id, by: Self.patch(#"{"title": "Phone"}"#), since: 1)
        list = list.stamped(over: stored)
        stored = list
        let later = try list.change(id, by: Self.patch(#"{"title": "Laptop"}"#), since: 1)
        #expect(later.item.title == "Laptop" && later.replaced == [.title])
        #expect(later.replacedSentence == "Your change of the title replaced one made meanwhile on another device.")
        // The same value sent again replaces nothing: there is nothing to tell.
        list = list.stamped(over: stored)
        #expect(try list.change(id, by: Self.patch(#"{"title": "Laptop"}"#), since: 1).replaced.isEmpty)
    }

    @Test("Given an item, when isDone true is sent twice, then it is checked once and the second changes nothing")
    func checkTwice() throws {
        var list = try Self.kept("Milk", "Bread")
        let id = list.toDo[0].id
        let first = try list.change(id, by: Self.patch(#"{"isDone": true}"#))
        let once = list
        let second = try list.change(id, by: Self.patch(#"{"isDone": true}"#))
        #expect(first.section == .done && second.section == .done && list == once)
        #expect(list.toDo.map(\.title) == ["Bread"] && list.done.map(\.title) == ["Milk"])
        _ = try list.change(id, by: Self.patch(#"{"isDone": false}"#))
        #expect(list.toDo.map(\.title) == ["Bread", "Milk"])
    }

    @Test("Given a repeating item, when isDone true is sent, then it stays to do, due next, and a copy is finished")
    func checkRepeating() throws {
        var list = ToDoList()
        try list.add(
            ToDoItem(
                title: "Water plants", dueDate: Self.now, createdAt: Self.now,
                recurrence: Recurrence(.week)))
        let outcome = try list.change(
            list.toDo[0].id, by: Self.patch(#"{"isDone": true}"#), now: Self.now, calendar: Self.calendar)
        #expect(outcome.section == .toDo && outcome.item.dueDate == Self.now.addingTimeInterval(7 * 86_400))
        #expect(list.done.map(\.title) == ["Water plants"])
    }

    @Test("Given a change naming what is not a field, no field or a value its rules refuse, then it says what is wrong")
    func refused() throws {
        #expect(throws: ToDoPatchError.unknownField("colour")) { try Self.patch(#"{"colour": "red"}"#) }
        #expect(throws: ToDoPatchError.fixedField("id")) { try Self.patch(#"{"id": "x"}"#) }
        #expect(throws: ToDoPatchError.cannotRemove(.title)) { try Self.patch(#"{"title": null}"#) }
        #expect(throws: ToDoPatchError.notAnObject) { try Self.patch("[1]") }
        #expect(throws: ToDoPatchError.invalid(field: .isDone, reason: "isDone must be true or false.")) {
            try Self.patch(#"{"isDone": 1}"#)
        }
        do throws(ToDoPatchError) {
            _ = try Self.patch(#"{"priority": 7}"#)
            Issue.record("A priority of 7 was taken.")
        } catch {
            #expect(error.description.contains("A priority is 1 (the most urgent) to 4; 7 is none of them."))
            if case .invalid(let field, _) = error { #expect(field == .priority) }
        }
        #expect(throws: ToDoPatchError.self) { try Self.patch(#"{"title": "#) }
        #expect(ToDoPatchError.unknownField("colour").description.hasPrefix("“colour” is not a field of an item"))
    }

    @Test("Given a change that would make the item the same as another, then nothing changes and the list says why")
    func duplicate() throws {
        var list = try Self.kept("Milk", "Bread")
        let before = list
        #expect(throws: ToDoPatchError.refused(.duplicate(of: list.toDo[1]))) {
            try list.change(list.toDo[0].id, by: Self.patch(#"{"title": "bread"}"#))
        }
        #expect(list == before)
        #expect(throws: ToDoPatchError.refused(.notFound(reason: "That item is not in your list any more."))) {
            try list.change(UUID(), by: Self.patch(#"{"title": "x"}"#))
        }
    }

    @Test("Given two items, when the patch between them is made and applied, then it changes just what differs")
    func patchBetween() throws {
        var list = try Self.kept("Milk")
        let old = list.toDo[0]
        let new = try ToDoItem(
            title: "Milk", dueDate: Self.now, id: old.id, createdAt: old.createdAt, isDone: true, labels: ["shop"])
        let patch = ToDoItemPatch(from: old, to: new)
        #expect(patch.fields == [.dueDate, .labels, .isDone] && patch.isDone == true)
        _ = try list.change(old.id, by: patch)
        #expect(list.done[0].dueDate == Self.now && list.done[0].labels == ["shop"])
        let removing = ToDoItemPatch(from: list.done[0], to: try ToDoItem(title: "Milk", id: old.id, isDone: true))
        #expect(String(decoding: removing.json, as: UTF8.self) == #"{"dueDate":null,"labels":null}"#)
    }

    @Test("Given three items, when one is moved before or after another, then it goes just there")
    func moving() throws {
        var list = try Self.kept("A", "B", "C")
        let ids = list.toDo.map(\.id)
        try list.move(ids[2], nextTo: ids[0])
        #expect(list.toDo.map(\.title) == ["C", "A", "B"])
        try list.move(ids[2], nextTo: ids[1], after: true)
        #expect(list.toDo.map(\.title) == ["A", "B", "C"])
        _ = try list.check(at: 0)
        #expect(throws: ToDoInputError.self) { try list.move(ids[1], nextTo: ids[0]) }
    }

    @Test("Given a stamped item, when written and read, then its versions are kept; a file without them reads 0")
    func versionsInDocument() throws {
        let list = try Self.kept("Milk")
        let read = try ToDoList(document: list.document())
        #expect(read.toDo[0].version == 1)
        #expect(try ToDoList(document: ToDoList(toDo: [ToDoItem(title: "x")]).document()).toDo[0].version == 0)
    }

    @Test(
        "Given a list changed on a copy, then the changes item by item are its deletes, its changes and its new items")
    func itemChangesBetween() throws {
        let old = try Self.kept("Milk", "Bread", "Eggs")
        var new = old
        _ = try new.remove(at: 1, from: .toDo)
        _ = try new.check(at: 0)
        let tea = try ToDoItem(title: "Tea")
        _ = try new.restore(tea, at: 0)
        let changes = old.itemChanges(to: new)
        #expect(changes.count == 3)
        #expect(changes[0] == .delete(old.toDo[1].id))
        guard case .change(let id, let patch, let version) = changes[1] else {
            Issue.record("no change of Milk")
            return
        }
        #expect(id == old.toDo[0].id && patch.fields == [.isDone] && version == 1)
        #expect(changes[2] == .create(new.toDo[0], before: old.toDo[2].id))
        #expect(old.itemChanges(to: old).isEmpty)
    }
}
