import Foundation
import Testing

@testable import ToDoKit

@Suite("A to-do list document that cannot be read says what is wrong and where")
struct ToDoListFileTests {
    private static let item =
        #"{"id": "324766C3-2A71-4C51-B660-FDC4498671EA", "title": "Milk", "createdAt": "2026-11-27T09:00:00Z", "isDone": false}"#

    @Test(
        "Given a broken document, when it is read, then the reason names the place or field",
        arguments: [
            ("{ my notes", "it is not valid JSON: an unexpected “m”, at line 1, column 3"),
            (
                #"{"format": "mybiz-todo" "version": 1}"#,
                "it is not valid JSON: an unexpected “\"”, at line 1, column 25"
            ),
            ("[1, 2]", "it must be an object"),
            (#"{"format": "mybiz-todo", "version": 1, "done": []}"#, "toDo is missing"),
            (
                #"{"format": "mybiz-todo", "version": 1, "toDo": [{"title": 5}], "done": []}"#,
                "toDo[0].title must be a string"
            ),
            (
                #"{"format": "mybiz-todo", "version": 1, "toDo": [], "done": [\#(item), {"title": "Bread"}]}"#,
                "done[1].id is missing"
            ),
            (
                #"{"format": "mybiz-todo", "version": 1, "toDo": [{"id": "324766C3-2A71-4C51-B660-FDC4498671EA", "title": "Milk", "createdAt": "yesterday", "isDone": false}], "done": []}"#,
                "toDo[0].createdAt is not valid: “yesterday” is not a date and time such as 2026-11-27T09:30:00Z"
            ),
        ])
    func reason(document: String, reason: String) throws {
        #expect(throws: ToDoListFile.Unsupported(description: reason)) {
            try ToDoList(document: Data(document.utf8))
        }
    }

    @Test("Given a valid document, with dates in UTC or with an offset, then it is read")
    func valid() throws {
        let offset = Self.item.replacingOccurrences(of: "09:00:00Z", with: "11:00:00+02:00")
        let list = try ToDoList(
            document: Data(
                #"{"format": "mybiz-todo", "version": 1, "toDo": [\#(Self.item)], "done": [\#(offset)]}"#.utf8))
        #expect(list.toDo.map(\.title) == ["Milk"])
        #expect(list.toDo[0].createdAt == list.done[0].createdAt)
        #expect(list.toDo[0].createdAt == Date(timeIntervalSince1970: 1_795_770_000))
    }
}
