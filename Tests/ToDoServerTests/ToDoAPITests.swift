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

@testable import ServerSupport
@testable import ToDoServer

@Suite("/api/todos: an account's list for apps, replaced only over the revision read")
struct ToDoAPITests {
    static func bearer(_ user: WebUser) -> HTTPFields { [.authorization: "Bearer token-of-\(user.id)"] }

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

    @Test("If-Match reads a revision quoted, bare or weak", arguments: [("\"3\"", 3), ("3", 3), ("W/\"7\"", 7)])
    func ifMatch(header: String, revision: Int64) {
        #expect(ToDoAPIController.revision(inIfMatch: header) == revision)
    }
}
