import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import MyBizAPI
import ServerTestSupport
import Testing

@testable import MyBizServer
@testable import OpenMarketServer
@testable import Server
@testable import ServerDatabase

@Suite("MyBiz demo data on a fresh database")
struct MyBizDemoDataTests {
    private func app(demoData: Bool, storage: DatabaseConfiguration, openCompany: Bool = false) async throws
        -> some ApplicationProtocol
    {
        try await buildApplication(
            configuration: ServerConfiguration(
                port: 0, logLevel: .critical, database: storage, demoData: demoData, passwordHashCost: 4,
                openCompanySignup: openCompany))
    }

    @Test(
        "the contract's demo accounts log in; the company has a head, fourteen people and this week's events; Phil's newer order waits for Chen"
    )
    func demoCompany() async throws {
        try await TestDatabase.sqlite.withFreshStorage { storage in
            try await app(demoData: true, storage: storage).test(.router) { client in
                let member = try await client.login("agent@shield.org", "hailHydra")
                #expect(member.status == .ok)
                let admin = try await client.login("admin@mybiz.example", "admin1234")
                let token = try admin.myBizDecoded(Session.self).token
                #expect(try await client.call("/api/analytics", token: token).status == .ok)
                let memberToken = try member.myBizDecoded(Session.self).token
                #expect(try await client.call("/api/analytics", token: memberToken).status == .forbidden)

                let employees = try await client.call("/api/employees", token: token).myBizDecoded([Employee].self)
                #expect(employees.count == 14)
                #expect(employees.first?.manager == nil)
                #expect(employees.dropFirst().allSatisfy { $0.manager != nil })
                let events = try await client.call("/api/events", token: token).myBizDecoded([Event].self)
                #expect(!events.isEmpty && events.allSatisfy { abs($0.date.timeIntervalSinceNow) < 8 * 86_400 })
                let orders = try await client.call("/api/purchases", token: token).myBizDecoded([PurchaseOrder].self)
                #expect(orders.count == 2)
                #expect(orders.map(\.status) == [.submitted, .approved])
                let chen = try await client.login("chen@northwind.example", "chen1234").myBizDecoded(Session.self)
                let waiting = try await client.call(MyBizPath.purchasesWaiting, token: chen.token)
                    .myBizDecoded([PurchaseOrder].self)
                #expect(waiting.map(\.poNumber) == ["PO-2026-0002"])
                #expect(employees.first { $0.accountId == chen.user.id }?.approvalLimit == 5_000)
                let inbox = try await client.call(MyBizPath.inbox, token: chen.token).myBizDecoded(Inbox.self)
                #expect(inbox.items.map(\.text) == ["Phil Coulson asks you to approve PO-2026-0002."])
                #expect(
                    try await client.call("/api/announcements", token: token).myBizDecoded([Announcement].self).count
                        > 0)
            }
        }
    }

    @Test("without demo data the database starts empty: no accounts, no company")
    func noDemoData() async throws {
        try await TestDatabase.sqlite.withFreshStorage { storage in
            try await app(demoData: false, storage: storage, openCompany: true).test(.router) { client in
                #expect(try await client.login("agent@shield.org", "hailHydra").status == .unauthorized)
                let signup = try await client.call(
                    "/api/users/signup", token: nil,
                    body: SignupRequest(username: "a@b.c", password: "secret", name: "A"))
                let token = try signup.myBizDecoded(Session.self).token
                #expect(try await client.call("/api/employees", token: token).text == "[]")
            }
        }
    }
}
