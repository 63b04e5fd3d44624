import Foundation
import Testing
import ToDoKit

@Suite("ToDoKit's limits: texts of a bounded length, a list of at most 1,000 items")
struct TextLimitsTests {
    @Test("a text longer than its field's limit is refused, naming the field")
    func tooLong() throws {
        let long = String(repeating: "x", count: ToDoItem.maxTextLength + 1)
        #expect(throws: ToDoInputError.tooLong(.title, limit: 200)) {
            try ToDoItem(title: String(repeating: "t", count: 201))
        }
        #expect(throws: ToDoInputError.tooLong(.description, limit: 2_000)) {
            try ToDoItem(title: "Call", itemDescription: long)
        }
        #expect(throws: ToDoInputError.tooLong(.placeName, limit: 2_000)) { try Location(name: long) }
        #expect(throws: ToDoInputError.tooLong(.address, limit: 2_000)) { try Location(name: "Home", address: long) }
        #expect(ToDoInputError.tooLong(.title, limit: 200).description == "A title has at most 200 characters.")
        _ = try ToDoItem(title: String(repeating: "t", count: 200))
    }

    @Test("no text may hold NUL: each field refuses it, naming the field")
    func nul() throws {
        #expect(throws: ToDoInputError.containsNUL(.title)) { try ToDoItem(title: "Call\u{0}Ann") }
        #expect(throws: ToDoInputError.containsNUL(.description)) {
            try ToDoItem(title: "Call", itemDescription: "a\u{0}")
        }
        #expect(throws: ToDoInputError.containsNUL(.placeName)) { try Location(name: "Ho\u{0}me") }
        #expect(throws: ToDoInputError.containsNUL(.address)) { try Location(name: "Home", address: "\u{0}") }
        #expect(ToDoInputError.containsNUL(.title).description == "A title must not contain the NUL character.")
    }

    @Test("a full list takes no more items, finished ones counted, and says so")
    func fullList() throws {
        // Given a list of 999 to-do items and one finished
        var list = ToDoList()
        for number in 0..<ToDoList.maxItems { try list.add(ToDoItem(title: "Item \(number)")) }
        try list.check(at: 0)
        // When one more is added
        #expect(throws: ToDoInputError.listFull(limit: 1_000)) { try list.add(ToDoItem(title: "One more")) }
        // Then nothing changed, and deleting one makes room
        #expect(list.toDo.count + list.done.count == 1_000)
        try list.remove(at: 0, from: .done)
        try list.add(ToDoItem(title: "One more"))
    }

    @Test("a list whose document would pass 512 KB takes no more text, says so, and can still shrink")
    func largeList() throws {
        // Given a list nearly 512 KB large
        var list = ToDoList()
        let long = String(repeating: "d", count: 1_900)
        var added = 0
        while true {
            do throws(ToDoInputError) {
                try list.add(ToDoItem(title: "Item \(added)", itemDescription: long))
                added += 1
            } catch {
                // When one more would pass the limit, then it is refused in a sentence, and nothing changed
                #expect(error == .listTooLarge(limit: 524_288))
                #expect(
                    error.description
                        == "Your list holds as much text as it may (512 KB); delete some items or shorten them first.")
                break
            }
        }
        let size = try list.document().count
        #expect(list.toDo.count == added && size <= ToDoList.maxDocumentBytes)
        // And an edit that makes an item longer is refused too, while checking and deleting are not
        let first = list.toDo[0]
        #expect(throws: ToDoInputError.listTooLarge(limit: 524_288)) {
            let place = try Location(
                name: String(repeating: "p", count: 2_000), address: String(repeating: "a", count: 2_000))
            try list.replace(with: ToDoItem(title: first.title, itemDescription: long, location: place, id: first.id))
        }
        try list.check(at: 0)
        try list.remove(at: 0, from: .done)
        try list.add(ToDoItem(title: "Fits again"))
    }
}
