import Foundation
import Testing
import ToDoKit

@Suite("Lists, labels and search: which items a person looks at")
struct ToDoFilterTests {
    static func list() throws -> ToDoList {
        var list = ToDoList()
        try list.add(ToDoItem(title: "Dentist", list: "Health", labels: ["teeth"]))
        try list.add(ToDoItem(title: "Buy oat milk", itemDescription: "the Café brand", labels: ["shop"]))
        try list.add(ToDoItem(title: "Run", list: "health", labels: ["Shop"]))
        try list.check(at: 2)
        return list
    }

    @Test("Given items in lists, then a list's view has its items (any case) and the Inbox those in none")
    func byList() throws {
        let list = try Self.list()
        #expect(list.filtered(by: ToDoFilter(list: "HEALTH")).toDo.map(\.title) == ["Dentist"])
        #expect(list.filtered(by: ToDoFilter(list: "health")).done.map(\.title) == ["Run"])
        #expect(list.filtered(by: ToDoFilter(list: "Inbox")).toDo.map(\.title) == ["Buy oat milk"])
        #expect(list.filtered(by: ToDoFilter(list: "#Health")).toDo.count == 1)
        #expect(list.lists.map(\.name) == ["Inbox", "Health"] && list.lists.map(\.toDo) == [1, 1])
    }

    @Test("Given labels, then a label's view has the items with it in any case; labels are counted by items to do")
    func byLabel() throws {
        let list = try Self.list()
        let shop = list.filtered(by: ToDoFilter(label: "shop"))
        #expect(shop.toDo.map(\.title) == ["Buy oat milk"] && shop.done.map(\.title) == ["Run"])
        #expect(list.labels.map(\.name) == ["shop", "teeth"] && list.labels.map(\.toDo) == [1, 1])
    }

    @Test("Given words typed, then search finds every item holding all of them anywhere, accents and case aside")
    func search() throws {
        let list = try Self.list()
        #expect(list.filtered(by: ToDoFilter(text: "milk OAT")).toDo.map(\.title) == ["Buy oat milk"])
        #expect(list.filtered(by: ToDoFilter(text: "cafe")).toDo.map(\.title) == ["Buy oat milk"])
        #expect(list.filtered(by: ToDoFilter(text: "health")).toDo.count + 1 == 2)
        #expect(list.filtered(by: ToDoFilter(text: "nothing like it")).toDo.isEmpty)
        #expect(ToDoFilter(text: "  ").isEverything && list.filtered(by: ToDoFilter()) == list)
    }
}
