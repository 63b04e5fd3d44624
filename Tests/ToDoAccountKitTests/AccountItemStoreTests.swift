import Foundation
import HTTPTypes
import Networking
import NetworkingTesting
import Testing
import ToDoAccountKit
import ToDoKit

@Suite("AccountItemStore: the account's list on the server, changed over the revision read")
struct AccountItemStoreTests {
    static func answer(_ list: ToDoList, revision: Int64) throws -> MockTransport.Answer {
        .status(200, headers: ["Content-Type": "application/json"], body: try list.document(revision: revision))
    }

    @Test("Given the list, when an item is added and another checked, then each goes to the server on its own")
    func itemByItem() async throws {
        var kept = ToDoList()
        try kept.add(try ToDoItem(title: "Milk"))
        kept = kept.stamped(over: ToDoList())
        let milk = kept.toDo[0]
        let created = ToDoItemAnswer(item: try ToDoItem(title: "Bread"), section: .toDo, revision: 2)
        let transport = MockTransport([
            try Self.answer(kept, revision: 1),
            .status(201, headers: ["Content-Type": "application/json"], body: try created.document()),
            .status(200, headers: ["Content-Type": "application/json"], body: try created.document()),
        ])
        let store = AccountItemStore(
            network: NetworkClient(baseURL: URL(string: "https://biz.example")!, transport: transport))

        let bread = try ToDoItem(title: "Bread")
        try await store.update { (list: inout ToDoList) throws(ToDoInputError) in
            try list.add(bread)
            try list.check(at: 0)
        }

        let requests = transport.requests
        #expect(requests.map(\.method) == [.get, .patch, .post])
        #expect(requests[1].url.path == "/api/todos/items/\(milk.id.uuidString)")
        #expect(requests[1].headers[.ifMatch] == "\"1\"")
        #expect(String(decoding: requests[1].body, as: UTF8.self) == #"{"isDone":true}"#)
        let body = try #require(try JSONSerialization.jsonObject(with: requests[2].body) as? [String: String])
        #expect(body == ["id": bread.id.uuidString, "title": "Bread"])
    }

    @Test(
        "Given another device wrote first, when many items change at once, then the whole list goes to the newer list")
    func retriesOnConflict() async throws {
        var theirs = ToDoList()
        try theirs.add(try ToDoItem(title: "From the phone"))
        let transport = MockTransport([
            try Self.answer(ToDoList(), revision: 4),
            .status(412, body: Data(#"{"error":true,"reason":"changed"}"#.utf8)),
            try Self.answer(theirs, revision: 5), try Self.answer(theirs, revision: 6),
        ])
        var store = AccountItemStore(
            network: NetworkClient(baseURL: URL(string: "https://biz.example")!, transport: transport))
        store.itemByItemLimit = 0

        try await ItemManager(store: store).add(try ToDoItem(title: "From the laptop"))

        let requests = transport.requests
        #expect(requests.map(\.method) == [.get, .put, .get, .put])
        #expect(requests[1].headers[.ifMatch] == "\"4\"" && requests[3].headers[.ifMatch] == "\"5\"")
        let sent = try ToDoList(document: requests[3].body)
        #expect(sent.toDo.map(\.title) == ["From the phone", "From the laptop"])
    }

    @Test("Given the server refuses the token, then the error says to log in again")
    func signedOut() async throws {
        let transport = MockTransport([.status(401, body: Data(#"{"error":true,"reason":"Unauthorized"}"#.utf8))])
        let store = AccountItemStore(
            network: NetworkClient(baseURL: URL(string: "https://biz.example")!, transport: transport))
        await #expect(
            throws: ItemStoreError.server(
                reason: "The server no longer accepts this session; log in again with `mybiz biz login`.")
        ) {
            try await store.load()
        }
    }
}
