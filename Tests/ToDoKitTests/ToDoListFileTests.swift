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
                "toDo[0].createdAt is not valid: “yesterday” is not an ISO 8601 date such as 2026-11-22T09:30:00Z"
            ),
            (
                Self.document(#""dueDate": "2026-02-30T00:00:00Z""#),
                "toDo[0].dueDate is not valid: “2026-02-30T00:00:00Z” is not a day and time that exist"
            ),
            (
                Self.document(#""dueDate": "2026-11-22T24:00:00Z""#),
                "toDo[0].dueDate is not valid: “2026-11-22T24:00:00Z” is not a day and time that exist"
            ),
            (
                Self.document(#""dueDate": "0000-01-01T00:00:00Z""#),
                "toDo[0].dueDate is not valid: “0000-01-01T00:00:00Z” is not a date of the years 1 to 9999"
            ),
            (
                Self.document(#""dueDate": "99999-01-01T00:00:00Z""#),
                "toDo[0].dueDate is not valid: “99999-01-01T00:00:00Z” is not a date of the years 1 to 9999"
            ),
            (
                Self.document(#""location": {"name": ""}"#),
                "toDo[0].location.name is not valid: A location needs a name"
            ),
            (
                Self.document(#""location": {"name": "  "}"#),
                "toDo[0].location.name is not valid: A location needs a name"
            ),
            (
                Self.document(#""location": {"name": "\#(String(repeating: "x", count: 2_001))"}"#),
                "toDo[0].location.name is not valid: A place's name has at most 2000 characters"
            ),
            (
                Self.document(#""location": {"name": "Home", "address": "\#(String(repeating: "x", count: 2_001))"}"#),
                "toDo[0].location.address is not valid: An address has at most 2000 characters"
            ),
            (
                #"{"format": "mybiz-todo", "version": 1, "toDo": [{"id": "324766C3-2A71-4C51-B660-FDC4498671EA", "title": "  ", "createdAt": "2026-11-27T09:00:00Z", "isDone": false}], "done": []}"#,
                "toDo[0].title is not valid: An item needs a title"
            ),
        ])
    func reason(document: String, reason: String) throws {
        #expect(throws: ToDoListFile.Unsupported(description: reason)) {
            try ToDoList(document: Data(document.utf8))
        }
    }

    /// A document whose one to-do item has `field` (a JSON member) besides an id, title and dates.
    private static func document(_ field: String) -> String {
        let item = Self.item.dropLast() + ", \(field)}"
        return #"{"format": "mybiz-todo", "version": 1, "toDo": [\#(item)], "done": []}"#
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

    @Test("Given a list kept before the rules, with a place without a name and a year 0000, then it is read as kept")
    func keptBeforeTheRules() throws {
        let kept = Self.document(#""location": {"name": ""}, "dueDate": "0000-01-01T00:00:00Z""#)
        // As input it is refused, naming the first field that breaks a rule
        #expect(throws: ToDoListFile.Unsupported.self) { try ToDoList(document: Data(kept.utf8)) }
        // As a list a server kept, it is read as it is: nothing becomes unreadable
        let list = try ToDoList(document: Data(kept.utf8), source: .kept)
        #expect(list.toDo.first?.location?.name == "" && list.toDo.first?.dueDate != nil)
        // But a day that does not exist is written by no one, and refused either way
        let impossible = Self.document(#""dueDate": "2026-02-30T00:00:00Z""#)
        #expect(throws: ToDoListFile.Unsupported.self) { try ToDoList(document: Data(impossible.utf8), source: .kept) }
    }
}
