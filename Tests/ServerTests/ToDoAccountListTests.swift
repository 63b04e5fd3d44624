import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Networking
import NetworkingAsyncHTTPClient
import ServerTestSupport
import Testing
import ToDoAccountKit
import ToDoKit

@testable import MyBizServer

@Suite("An account's to-do list over a real socket: ToDoKit's AccountItemStore and the /todo pages share it")
struct ToDoAccountListTests {
    /// A client of the server on `port` signed in with `token`, as `mybiz todo` makes one.
    static func manager(port: Int, token: String) -> ItemManager {
        ItemManager(
            store: AccountItemStore(
                network: NetworkClient(
                    baseURL: URL(string: "http://127.0.0.1:\(port)")!, transport: AsyncHTTPClientTransport(),
                    behavior: AuthTokenHeaderBehavior(token: { token }))))
    }

    @Test(
        "Given two clients of one account adding items at once, then the list holds every item, each numbered once",
        arguments: TestDatabase.available)
    func twoClientsAtOnce(database: TestDatabase) async throws {
        try await MyBizApp.test(.live, database: database) { client, fixture in
            let port = try #require(client.port)
            let token = try await client.token(for: fixture.member)
            let clients = [Self.manager(port: port, token: token), Self.manager(port: port, token: token)]
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (name, manager) in zip(["Laptop", "Phone"], clients) {
                    group.addTask {
                        for index in 1...8 { try await manager.add(try ToDoItem(title: "\(name) \(index)")) }
                    }
                }
                try await group.waitForAll()
            }
            let list = try await clients[0].list()
            let expected = ["Laptop", "Phone"].flatMap { name in (1...8).map { "\(name) \($0)" } }
            #expect(Set(list.toDo.map(\.title)) == Set(expected))
            #expect(list.toDo.map(\.number).sorted() == Array(1...16))
        }
    }

    @Test("Given an item added through the store, then /todo shows it; a check there shows in the store")
    func pagesAndStore() async throws {
        try await MyBizApp.test(.live) { client, fixture in
            let port = try #require(client.port)
            let manager = Self.manager(port: port, token: try await client.token(for: fixture.member))
            try await manager.add(try ToDoItem(title: "Call Ann"))
            let browser = try await WebAppSession.login(
                client, fixture.member.username, MyBizApp.Fixture.memberPassword)
            let page = try await browser.get("/todo")
            #expect(page.text.contains("Call Ann"))
            let id = try #require(try await manager.list().toDo.first?.id)
            _ = try await browser.post("/todo/items/\(id.uuidString)/check", from: page, [])
            #expect(try await manager.list().done.map(\.title) == ["Call Ann"])
        }
    }
}
