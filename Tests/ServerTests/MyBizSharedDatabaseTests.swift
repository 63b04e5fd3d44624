import Foundation
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import ServerTestSupport
import Testing

@testable import MyBizServer
@testable import Server

@Suite("Two MyBiz servers sharing one database: logouts and new orders within the stated bound")
struct MyBizSharedDatabaseTests {
    /// How late a change through one server may be seen by the other in these tests.
    static let bound = Duration.milliseconds(400)

    /// Runs `test` against two servers on one fresh database, trusting cached tokens and lists for `bound`.
    static func twoServers(
        _ database: TestDatabase,
        _ test: @Sendable (any TestClientProtocol, any TestClientProtocol, MyBizApp.Fixture) async throws -> Void
    ) async throws {
        try await database.withFreshStorage { storage in
            let fixture = try await MyBizApp.prepare(storage)
            let configuration = MyBizApp.configuration(storage) { $0.cacheRecheckInterval = bound }
            let first = try await buildApplication(configuration: configuration)
            let second = try await buildApplication(configuration: configuration)
            try await first.test(.router) { one in
                try await second.test(.router) { other in try await test(one, other, fixture) }
            }
        }
    }

    @Test(
        "a logout is refused at once by the server it went through, and by the other within the bound",
        arguments: TestDatabase.available)
    func logout(database: TestDatabase) async throws {
        try await Self.twoServers(database) { one, other, fixture in
            // Given a token both servers have just accepted (and so keep)
            let token = try await one.token(for: fixture.member)
            #expect(try await one.call("/api/employees", token: token).status == .ok)
            #expect(try await other.call("/api/employees", token: token).status == .ok)
            // When it logs out through the first
            #expect(try await one.call("/api/users/logout", .post, token: token).status == .noContent)
            // Then the first refuses it at once, and the other once the bound has passed
            #expect(try await one.call("/api/employees", token: token).status == .unauthorized)
            try await Task.sleep(for: Self.bound + .milliseconds(50))
            #expect(try await other.call("/api/employees", token: token).status == .unauthorized)
            #expect(try await other.call("/api/users/me", token: token).status == .unauthorized)
        }
    }

    @Test(
        "a new order is listed at once by the server that took it, and by the other within the bound",
        arguments: TestDatabase.available)
    func newOrder(database: TestDatabase) async throws {
        try await Self.twoServers(database) { one, other, fixture in
            // Given both servers have the (empty) list of orders cached
            let token = try await one.token(for: fixture.member)
            #expect(try await one.call("/api/purchases", token: token).myBizDecoded([PurchaseOrder].self).isEmpty)
            #expect(try await other.call("/api/purchases", token: token).myBizDecoded([PurchaseOrder].self).isEmpty)
            // When an order is placed through the first
            let placed = try await one.call(
                "/api/purchases", token: token,
                body: NewPurchaseOrder(
                    poNumber: "PO-1", comment: nil, dueDate: nil,
                    purchases: [PurchaseLine(productId: fixture.company.products[0].id, quantity: 1)])
            )
            .myBizDecoded(PurchaseOrder.self)
            // Then the first lists it at once, and the other once the bound has passed
            #expect(try await one.call("/api/purchases", token: token).myBizDecoded([PurchaseOrder].self) == [placed])
            try await Task.sleep(for: Self.bound + .milliseconds(50))
            #expect(
                try await other.call("/api/purchases", token: token).myBizDecoded([PurchaseOrder].self) == [placed])
        }
    }

    @Test(
        "a page kept by the other server shows a new order and a new to-do item within the bound",
        arguments: TestDatabase.available)
    func keptPages(database: TestDatabase) async throws {
        try await Self.twoServers(database) { one, other, fixture in
            // Given the member's purchase orders and to-do list, kept by the other server
            let browser = try await WebAppSession.login(
                one, fixture.member.username, MyBizApp.Fixture.memberPassword)
            let elsewhere = WebAppSession(client: other, cookie: browser.cookie)
            #expect(!(try await elsewhere.get("/app/purchases").text.contains("PO-7")))
            #expect(!(try await elsewhere.get("/todo").text.contains("Water the ficus")))
            #expect(!(try await elsewhere.get("/todo").text.contains("Water the ficus")))
            // When an order is placed and an item added through the first
            let token = try await one.token(for: fixture.member)
            _ = try await one.call(
                "/api/purchases", token: token,
                body: NewPurchaseOrder(
                    poNumber: "PO-7", comment: nil, dueDate: nil,
                    purchases: [PurchaseLine(productId: fixture.company.products[0].id, quantity: 1)]))
            let list = try await browser.get("/todo")
            #expect(
                try await browser.post("/todo/quick", from: list, [("line", "Water the ficus")]).status == .seeOther)
            // Then the first shows both at once, and the other once the bound has passed
            #expect(try await browser.get("/app/purchases").text.contains("PO-7"))
            #expect(try await browser.get("/todo").text.contains("Water the ficus"))
            try await Task.sleep(for: Self.bound + .milliseconds(50))
            #expect(try await elsewhere.get("/app/purchases").text.contains("PO-7"))
            #expect(try await elsewhere.get("/todo").text.contains("Water the ficus"))
        }
    }

    @Test(
        "two administrators demoting or disabling each other through different servers at once leave one, 20 times",
        arguments: TestDatabase.available)
    func administratorsRacing(database: TestDatabase) async throws {
        try await Self.twoServers(database) { one, other, fixture in
            // Given the member made an administrator too, when the two change each other at once, each
            // through a server of their own, then one remains
            try await AdministratorRace.run(
                20,
                RacingAdministrator(
                    id: fixture.admin.id, username: fixture.admin.username,
                    password: MyBizApp.Fixture.adminPassword, client: one),
                RacingAdministrator(
                    id: fixture.member.id, username: fixture.member.username,
                    password: MyBizApp.Fixture.memberPassword, client: other),
                settle: Self.bound + .milliseconds(50))
        }
    }
}
