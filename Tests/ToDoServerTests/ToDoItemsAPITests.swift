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

@Suite("/api/todos/items: one item at a time, with its own version, merged per field, safe to send twice")
struct ToDoItemsAPITests {
    static func headers(_ user: WebUser, ifMatch: String? = nil) -> HTTPFields {
        var headers = ToDoAPITests.bearer(user)
        headers[.contentType] = "application/json"
        if let ifMatch { headers[.ifMatch] = ifMatch }
        return headers
    }

    static func send(
        _ client: any TestClientProtocol, _ method: HTTPRequest.Method, _ path: String, as user: WebUser,
        ifMatch: String? = nil, _ json: String? = nil
    ) async throws -> TestResponse {
        try await client.execute(
            uri: path, method: method, headers: headers(user, ifMatch: ifMatch),
            body: json.map { ByteBuffer(string: $0) })
    }

    static func answer(_ response: TestResponse) throws -> ToDoItemAnswer {
        try ToDoItemAnswer(document: Data(buffer: response.body))
    }

    @Test(
        "Given an item, when two clients change different fields from its version at once, then both changes stay",
        arguments: TestDatabase.available)
    func differentFieldsAtOnce(database: TestDatabase) async throws {
        try await ToDoApp.test(database: database) { client, fixture in
            let created = try await Self.send(
                client, .post, "/api/todos/items", as: fixture.member, #"{"title": "Dentist"}"#)
            #expect(created.status == .created && created.headers[.eTag] == "\"1\"")
            let id = try Self.answer(created).item.id
            let path = "/api/todos/items/\(id.uuidString)"

            async let title = Self.send(
                client, .patch, path, as: fixture.member, ifMatch: "\"1\"", #"{"title": "Dentist at nine"}"#)
            async let due = Self.send(
                client, .patch, path, as: fixture.member, ifMatch: "\"1\"",
                #"{"dueDate": "2026-12-11T09:00:00Z", "priority": 2}"#)
            let answers = try await [title, due]
            #expect(answers.map(\.status) == [.ok, .ok])
            #expect(try answers.allSatisfy { try Self.answer($0).replaced.isEmpty })

            let read = try Self.answer(try await Self.send(client, .get, path, as: fixture.member))
            #expect(read.item.title == "Dentist at nine" && read.item.priority == 2 && read.item.version == 3)
            #expect(read.item.dueDate == ISO8601DateFormatter().date(from: "2026-12-11T09:00:00Z"))
        }
    }

    @Test("Given an item changed meanwhile, when its title is changed from the older version, then it says so")
    func sameFieldTwice() async throws {
        try await ToDoApp.test { client, fixture in
            let id = try Self.answer(
                try await Self.send(client, .post, "/api/todos/items", as: fixture.member, #"{"title": "Call"}"#)
            ).item.id
            let path = "/api/todos/items/\(id.uuidString)"
            _ = try await Self.send(
                client, .patch, path, as: fixture.member, ifMatch: "\"1\"", #"{"title": "Call Ann"}"#)
            let later = try await Self.send(
                client, .patch, path, as: fixture.member, ifMatch: "\"1\"", #"{"title": "Call Bob"}"#)
            let answer = try Self.answer(later)
            #expect(later.status == .ok && answer.item.title == "Call Bob" && answer.replaced == [.title])
            #expect(answer.message == "Your change of the title replaced one made meanwhile on another device.")
            #expect(later.headers[.eTag] == "\"3\"")
        }
    }

    @Test("Given changes sent twice — a create with its id, a check, a delete — then the second changes nothing")
    func twiceIsHarmless() async throws {
        try await ToDoApp.test { client, fixture in
            let id = UUID().uuidString
            let body =
                #"{"id": "\#(id)", "line": "Dentist friday 9am #health !2 every week", "zone": "Europe/Berlin", "typedAt": "2026-12-07T10:00:00Z"}"#
            let first = try await Self.send(client, .post, "/api/todos/items", as: fixture.member, body)
            let again = try await Self.send(client, .post, "/api/todos/items", as: fixture.member, body)
            #expect(first.status == .created && again.status == .ok)
            let item = try Self.answer(first).item
            #expect(item.title == "Dentist" && item.list == "health" && item.priority == 2)
            #expect(item.recurrence == Recurrence(.week))
            #expect(item.dueDate == ISO8601DateFormatter().date(from: "2026-12-11T08:00:00Z"))

            let path = "/api/todos/items/\(id)"
            let list = { @Sendable in
                try ToDoList.revisioned(
                    document: Data(
                        buffer: try await client.execute(
                            uri: "/api/todos", method: .get, headers: ToDoAPITests.bearer(fixture.member)
                        ).body)
                ).list
            }
            // A repeating item checked stays to do, due next: the version the check started from tells a
            // check sent again from one made.
            let version = "\"\(item.version)\""
            _ = try await Self.send(client, .patch, path, as: fixture.member, ifMatch: version, #"{"isDone": true}"#)
            let afterOne = try await list()
            _ = try await Self.send(client, .patch, path, as: fixture.member, ifMatch: version, #"{"isDone": true}"#)
            #expect(try await list() == afterOne && afterOne.done.count == 1, "a repeating item checked once")

            #expect(try await Self.send(client, .delete, path, as: fixture.member).status == .noContent)
            let gone = try await Self.send(client, .delete, path, as: fixture.member)
            #expect(gone.status == .notFound && gone.text.contains("That item is not in your list any more."))
        }
    }

    @Test("Given bad changes, then each is refused with a sentence naming what is wrong, and nothing changes")
    func refusals() async throws {
        try await ToDoApp.test { client, fixture in
            let id = try Self.answer(
                try await Self.send(client, .post, "/api/todos/items", as: fixture.member, #"{"title": "Milk"}"#)
            ).item.id
            let path = "/api/todos/items/\(id.uuidString)"
            let cases: [(HTTPRequest.Method, String, String?, String, HTTPResponse.Status)] = [
                (.patch, path, #"{"colour": "red"}"#, "“colour” is not a field of an item", .badRequest),
                (.patch, path, #"{"priority": 9}"#, "9 is none of them", .badRequest),
                (.patch, path, #"{"id": "x"}"#, "id is the item's own", .badRequest),
                (.patch, path, #"{"title": "#, "not valid JSON", .badRequest),
                (.patch, "/api/todos/items/\(UUID().uuidString)", #"{"title": "x"}"#, "not in your list", .notFound),
                (.post, "/api/todos/items", #"{"notes": "x"}"#, "“notes” is not a field", .badRequest),
                (.post, "/api/todos/items", #"{"itemDescription": "x"}"#, "needs a title", .badRequest),
                (.post, "/api/todos/items", #"{"title": "milk"}"#, "already in your to-do list", .badRequest),
                (.post, "/api/todos/items", #"{"id": "7", "title": "x"}"#, "id must be a UUID", .badRequest),
                (.post, "/api/todos/items", #"{"line": "x", "zone": "Mars/Base"}"#, "zone must be", .badRequest),
                (.post, "\(path)/move", #"{"before": "nope"}"#, "Say where the item goes", .badRequest),
            ]
            for (method, uri, body, sentence, status) in cases {
                let response = try await Self.send(client, method, uri, as: fixture.member, body)
                #expect(response.status == status, "\(method) \(uri) \(body ?? "")")
                #expect(response.text.contains(sentence), "\(response.text)")
            }
            let stale = try await Self.send(
                client, .patch, path, as: fixture.member, ifMatch: "soon", #"{"title": "y"}"#)
            #expect(stale.status == .badRequest && stale.text.contains("If-Match must be the item's version"))
            let read = try Self.answer(try await Self.send(client, .get, path, as: fixture.member))
            #expect(read.item.title == "Milk" && read.item.version == 1)
            let nobody = try await client.execute(uri: path, method: .get)
            #expect(nobody.status == .unauthorized)
            let other = try await Self.send(client, .get, path, as: fixture.admin)
            #expect(other.status == .notFound, "another account's item is not there")
        }
    }

    @Test("Given three items, when one is moved before another, then the list keeps that order")
    func move() async throws {
        try await ToDoApp.test { client, fixture in
            var ids: [String] = []
            for title in ["A", "B", "C"] {
                ids.append(
                    try Self.answer(
                        try await Self.send(
                            client, .post, "/api/todos/items", as: fixture.member, #"{"title": "\#(title)"}"#)
                    ).item.id.uuidString)
            }
            let moved = try await Self.send(
                client, .post, "/api/todos/items/\(ids[2])/move", as: fixture.member, #"{"before": "\#(ids[0])"}"#)
            #expect(moved.status == .ok)
            let session = fixture.session(of: fixture.member, on: client)
            #expect(try await ToDoPagesTests.titles(session, "no-date-section") == ["C", "A", "B"])
        }
    }

    @Test("Given the page's own script with the session and no token, then it may change items; another site may not")
    func pageScript() async throws {
        try await ToDoApp.test { client, fixture in
            let session = fixture.session(of: fixture.member, on: client)
            var headers: HTTPFields = [.cookie: session.cookie, .contentType: "application/json"]
            headers[HTTPField.Name("Sec-Fetch-Site")!] = "same-origin"
            let made = try await client.execute(
                uri: "/api/todos/items", method: .post, headers: headers, body: ByteBuffer(string: #"{"title": "Tea"}"#)
            )
            #expect(made.status == .created)
            headers[HTTPField.Name("Sec-Fetch-Site")!] = "cross-site"
            let elsewhere = try await client.execute(
                uri: "/api/todos/items", method: .post, headers: headers, body: ByteBuffer(string: #"{"title": "X"}"#))
            #expect(elsewhere.status == .unauthorized)
        }
    }
}
