import APIDocuments
import Foundation
import MyBizKit
import Networking
import NetworkingTesting
import Testing
import ToDoAccountKit
import ToDoKit

@Suite("ToDoAccountKit's AccountItemStore keeps to mybiz.yaml")
struct AccountItemStoreRequestTests {
    /// A list with every field an item and a place can have, one item to do and one done.
    static func fullList() throws -> ToDoList {
        let place = try Location(
            name: "Lab 2", address: "1 Infinite Loop",
            coordinate: try Location.Coordinate(latitude: 37.33, longitude: -122.03))
        var list = ToDoList()
        try list.add(
            try ToDoItem(
                title: "Book the room", itemDescription: "For the demo.",
                dueDate: Date(timeIntervalSince1970: 1_800_000_000),
                location: place))
        try list.add(try ToDoItem(title: "Order chairs"))
        try list.check(at: 1)
        return list
    }

    /// A server keeping `list` at revision 3: a read answers it, a write is taken.
    static func recorder(keeping list: ToDoList) throws -> RequestRecorder {
        let document = try list.document(revision: 3)
        return RequestRecorder { request in
            MockResponse(status: 200, headers: ["Content-Type": "application/json", "ETag": "\"3\""], body: document)
        }
    }

    @Test("Given the account's list, when it is loaded, then the read is the document's")
    func load() async throws {
        // Given
        let document = try OpenAPIDocument(.myBiz)
        let recorder = try Self.recorder(keeping: try Self.fullList())

        // When
        let requests = await recorder.requests { transport in
            _ = try await AccountItemStore(network: MyBizKitCalls.client(transport).network).load()
        }

        // Then
        RequestRecorder.expect(requests, of: "AccountItemStore.load()", keepTo: document)
    }

    @Test(
        "Given the account's list, when an item is added, then the read and the write over its revision are the document's"
    )
    func update() async throws {
        // Given
        let document = try OpenAPIDocument(.myBiz)
        let recorder = try Self.recorder(keeping: try Self.fullList())

        // When
        let requests = await recorder.requests { transport in
            let item = try ToDoItem(title: "Send the invitations")
            try await AccountItemStore(network: MyBizKitCalls.client(transport).network).update {
                (list: inout ToDoList) throws(ToDoInputError) in _ = try list.add(item)
            }
        }

        // Then
        #expect(requests.map(\.method.rawValue) == ["GET", "POST"])
        RequestRecorder.expect(requests, of: "AccountItemStore.update(_:)", keepTo: document)
    }

    @Test(
        "Given the account's list, when an item is checked, changed and deleted, or all are, then each request is the document's"
    )
    func itemChanges() async throws {
        // Given
        let document = try OpenAPIDocument(.myBiz)
        let recorder = try Self.recorder(keeping: try Self.fullList())

        // When
        let requests = await recorder.requests { transport in
            let store = AccountItemStore(network: MyBizKitCalls.client(transport).network)
            try await store.update { (list: inout ToDoList) throws(ToDoInputError) in
                let first = list.toDo[0]
                _ = try list.replace(
                    with: try ToDoItem(title: first.title + " again", id: first.id, priority: 2, labels: ["work"]))
                _ = try list.remove(at: 0, from: .done)
            }
            var whole = store
            whole.itemByItemLimit = 0
            try await whole.update { (list: inout ToDoList) throws(ToDoInputError) in list.removeAll() }
        }

        // Then
        #expect(requests.map(\.method.rawValue).prefix(3) == ["GET", "DELETE", "PATCH"])
        RequestRecorder.expect(requests, of: "AccountItemStore.update(_:)", keepTo: document)
    }
}
