import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import NIOFoundationCompat
import ServerTestSupport
import Testing
import ToDoKit
import WebPages

@testable import ToDoServer

@Suite("/api/todos: an account's list for apps, replaced only over the revision read")
struct ToDoAPITests {
    static func bearer(_ user: WebUser) -> HTTPFields { [.authorization: "Bearer token-of-\(user.id)"] }

    @Test("Given the ETag read, then a GET with If-None-Match answers 304 without the list until the list changes")
    func notModified() async throws {
        try await ToDoApp.test { client, fixture in
            var asking = Self.bearer(fixture.member)
            asking[.ifNoneMatch] = "\"0\""
            let same = try await client.execute(uri: "/api/todos", method: .get, headers: asking)
            #expect(same.status == .notModified && same.body.readableBytes == 0 && same.headers[.eTag] == "\"0\"")
            for header in ["W/\"0\"", "\"7\", \"0\"", "*"] {
                asking[.ifNoneMatch] = header
                #expect(
                    try await client.execute(uri: "/api/todos", method: .get, headers: asking).status == .notModified)
            }

            let session = fixture.session(of: fixture.member, on: client)
            _ = try await ToDoPagesTests.add(session, [("title", "Call Ann")])
            asking[.ifNoneMatch] = "\"0\""
            let changed = try await client.execute(uri: "/api/todos", method: .get, headers: asking)
            #expect(changed.status == .ok && changed.headers[.eTag] == "\"1\"")
            #expect(
                try ToDoList.revisioned(document: Data(buffer: changed.body)).list.toDo.map(\.title) == ["Call Ann"])
        }
    }

    @Test("Given a token, then GET answers the list with its revision; a PUT over it stores and raises it")
    func readAndReplace() async throws {
        try await ToDoApp.test { client, fixture in
            let empty = try await client.execute(uri: "/api/todos", method: .get, headers: Self.bearer(fixture.member))
            #expect(empty.status == .ok && empty.headers[.eTag] == "\"0\"")
            let (list, revision) = try ToDoList.revisioned(document: Data(buffer: empty.body))
            #expect(list == ToDoList() && revision == 0)

            var changed = list
            try changed.add(try ToDoItem(title: "Call Ann"))
            var headers = Self.bearer(fixture.member)
            headers[.ifMatch] = "\"0\""
            let put = try await client.execute(
                uri: "/api/todos", method: .put, headers: headers, body: ByteBuffer(data: try changed.document()))
            #expect(put.status == .ok && put.headers[.eTag] == "\"1\"")

            let stale = try await client.execute(
                uri: "/api/todos", method: .put, headers: headers, body: ByteBuffer(data: try ToDoList().document()))
            #expect(stale.status == .preconditionFailed)
            #expect(stale.text.contains("The list changed since revision 0 (it is at revision 1)"))

            let session = fixture.session(of: fixture.member, on: client)
            #expect(try await ToDoPagesTests.titles(session, "todo-section") == ["Call Ann"])
            let other = try await client.execute(uri: "/api/todos", method: .get, headers: Self.bearer(fixture.admin))
            #expect(
                try ToDoList.revisioned(document: Data(buffer: other.body)).list.toDo.isEmpty, "each account its own")
        }
    }

    @Test("Given a bad request, then it is refused with a sentence and nothing changes")
    func refusals() async throws {
        try await ToDoApp.test { client, fixture in
            let none = try await client.execute(uri: "/api/todos", method: .get)
            #expect(none.status == .unauthorized)
            var headers = Self.bearer(fixture.member)
            let unconditional = try await client.execute(
                uri: "/api/todos", method: .put, headers: headers, body: ByteBuffer(data: try ToDoList().document()))
            #expect(unconditional.status == .preconditionRequired && unconditional.text.contains("If-Match"))
            headers[.ifMatch] = "\"0\""
            let junk = try await client.execute(
                uri: "/api/todos", method: .put, headers: headers, body: ByteBuffer(string: "{ not json"))
            #expect(
                junk.status == .badRequest
                    && junk.text.contains(
                        "The list cannot be read: it is not valid JSON: an unexpected “n”, at line 1, column 3.")
            )
            let twice = ToDoList(toDo: [try ToDoItem(title: "Milk"), try ToDoItem(title: " milk ")])
            let duplicate = try await client.execute(
                uri: "/api/todos", method: .put, headers: headers, body: ByteBuffer(data: try twice.document()))
            #expect(duplicate.status == .badRequest && duplicate.text.contains("is already in your to-do list"))
            headers[.ifMatch] = "soon"
            let badRevision = try await client.execute(
                uri: "/api/todos", method: .put, headers: headers, body: ByteBuffer(data: try ToDoList().document()))
            #expect(badRevision.status == .badRequest)
            let after = try await client.execute(uri: "/api/todos", method: .get, headers: Self.bearer(fixture.member))
            #expect(after.headers[.eTag] == "\"0\"")
        }
    }

    /// A list document holding one to-do item with `field` (a JSON member) besides its id, title and dates.
    static func document(withItem field: String) -> String {
        let item =
            #"{"id": "324766C3-2A71-4C51-B660-FDC4498671EA", "title": "Milk", "createdAt": "2026-11-27T09:00:00Z", "isDone": false, \#(field)}"#
        return #"{"format": "mybiz-todo", "version": 1, "toDo": [\#(item)], "done": []}"#
    }

    @Test(
        "Given a list breaking the documented limits, then it is a 400 naming the field, and nothing is stored",
        arguments: [
            (
                #""location": {"name": "\#(String(repeating: "x", count: 1_000_000))"}"#,
                "toDo[0].location.name is not valid: A place's name has at most 2000 characters."
            ),
            (
                #""location": {"name": "Home", "address": "\#(String(repeating: "x", count: 1_000_000))"}"#,
                "toDo[0].location.address is not valid: An address has at most 2000 characters."
            ),
            (#""location": {"name": ""}"#, "toDo[0].location.name is not valid: A location needs a name."),
            (
                #""dueDate": "2026-02-30T00:00:00Z""#,
                "toDo[0].dueDate is not valid: “2026-02-30T00:00:00Z” is not a day and time that exist."
            ),
            (
                #""dueDate": "2026-11-22T24:00:00Z""#,
                "toDo[0].dueDate is not valid: “2026-11-22T24:00:00Z” is not a day and time that exist."
            ),
            (
                #""dueDate": "0000-01-01T00:00:00Z""#,
                "toDo[0].dueDate is not valid: “0000-01-01T00:00:00Z” is not a date of the years 1 to 9999."
            ),
            (
                #""dueDate": "99999-01-01T00:00:00Z""#,
                "toDo[0].dueDate is not valid: “99999-01-01T00:00:00Z” is not a date of the years 1 to 9999."
            ),
        ])
    func documentedLimits(field: String, reason: String) async throws {
        try await ToDoApp.test { client, fixture in
            var headers = Self.bearer(fixture.member)
            headers[.ifMatch] = "\"0\""
            let body = Self.document(withItem: field)
            let sent = try await client.execute(
                uri: "/api/todos", method: .put, headers: headers, body: ByteBuffer(string: body))
            #expect(
                sent.status == .badRequest && sent.text.contains("The list cannot be read: \(reason)"), "\(sent.text)")
            let after = try await client.execute(uri: "/api/todos", method: .get, headers: Self.bearer(fixture.member))
            #expect(after.headers[.eTag] == "\"0\"", "nothing stored")
        }
    }

    @Test("Given a list over 512 KB, then it is a 400 saying so; a body over 1 MB is a 413 before it is all read")
    func largeLists() async throws {
        try await ToDoApp.test { client, fixture in
            var headers = Self.bearer(fixture.member)
            headers[.ifMatch] = "\"0\""
            // Given 300 items with descriptions of 1,900 characters: some 600 KB
            let items = try (0..<300).map { number in
                try ToDoItem(title: "Item \(number)", itemDescription: String(repeating: "d", count: 1_900))
            }
            let big = try ToDoList(toDo: items).document()
            #expect(big.count > ToDoList.maxDocumentBytes && big.count < 2 * ToDoList.maxDocumentBytes)
            let tooMuch = try await client.execute(
                uri: "/api/todos", method: .put, headers: headers, body: ByteBuffer(data: big))
            #expect(
                tooMuch.status == .badRequest
                    && tooMuch.text.contains(
                        "Your list holds as much text as it may (512 KB); delete some items or shorten them first.")
            )
            let huge = try await client.execute(
                uri: "/api/todos", method: .put, headers: headers,
                body: ByteBuffer(string: String(repeating: " ", count: 2 * ToDoList.maxDocumentBytes + 1)))
            #expect(huge.status == .contentTooLarge && huge.text.contains("A list sent must be 1 MB or smaller."))
            let after = try await client.execute(uri: "/api/todos", method: .get, headers: Self.bearer(fixture.member))
            #expect(after.headers[.eTag] == "\"0\"", "nothing stored")
        }
    }

    @Test("Given a list kept larger than 512 KB before the rule, then a change that does not grow it is taken")
    func keptLargerList() async throws {
        try await ToDoApp.test { client, fixture in
            // Given, as an older server took it, a list of some 600 KB
            let items = try (0..<300).map { number in
                try ToDoItem(title: "Item \(number)", itemDescription: String(repeating: "d", count: 1_900))
            }
            let big = ToDoList(toDo: items)
            _ = try await fixture.repository?.replace(of: fixture.member.id, with: big, over: 0)
            var headers = Self.bearer(fixture.member)
            headers[.ifMatch] = "\"1\""
            // When an item is checked and the list sent back, then it is taken; a grown one is not
            var checked = big
            try checked.check(at: 0)
            let sent = try await client.execute(
                uri: "/api/todos", method: .put, headers: headers, body: ByteBuffer(data: try checked.document()))
            #expect(sent.status == .ok, "\(sent.text)")
            headers[.ifMatch] = "\"2\""
            let grown = ToDoList(toDo: items + [try ToDoItem(title: "More", itemDescription: "d")])
            let refused = try await client.execute(
                uri: "/api/todos", method: .put, headers: headers, body: ByteBuffer(data: try grown.document()))
            #expect(refused.status == .badRequest && refused.text.contains("Your list holds as much text as it may"))
        }
    }

    @Test("If-Match reads a revision quoted, bare or weak", arguments: [("\"3\"", 3), ("3", 3), ("W/\"7\"", 7)])
    func ifMatch(header: String, revision: Int64) {
        #expect(ToDoAPIController.revision(inIfMatch: header) == revision)
    }
}
