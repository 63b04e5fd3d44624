import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerHTTP
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite("Who may join the company: sign-up makes a market account; invitation or admission makes one of its people")
struct CompanyMembershipTests {
    static let companyPaths = [
        MyBizPath.announcements, MyBizPath.employees, MyBizPath.events, MyBizPath.products, MyBizPath.purchases,
    ]

    @Test(
        "Given a server whose company is not open, when a stranger signs up, then every company path is 403 with a sentence and their own account still answers",
        arguments: TestDatabase.available)
    func strangerReachesNothing(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let token = try await Self.signUp(client)
            for path in Self.companyPaths + [MyBizPath.user(fixture.member.id)] {
                let response = try await client.call(path, token: token)
                #expect(response.status == .forbidden, "\(path)")
                #expect(response.errorReason == CompanyPeopleOnly.refusal.reason, "\(path)")
            }
            let order = try await client.call(
                MyBizPath.purchases, token: token,
                body: NewPurchaseOrder(
                    poNumber: "X-1", purchases: [PurchaseLine(productId: fixture.company.products[0].id, quantity: 1)]))
            #expect(order.status == .forbidden)
            #expect(try await client.call(MyBizPath.me, token: token).status == .ok)
        }
    }

    @Test(
        "Given a stranger's account, when an administrator admits it, then it reads the company; taken out again, it does not",
        arguments: TestDatabase.available)
    func admitting(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let token = try await Self.signUp(client)
            let admin = try await client.token(for: fixture.admin)
            let list = try await client.call(MyBizPath.users, token: admin).myBizDecoded([AccountSummary].self)
            let stranger = try #require(list.first { $0.username == "stranger@example.com" })
            #expect(!stranger.companyMember)
            #expect(list.filter { $0.id != stranger.id }.allSatisfy { $0.companyMember })

            let admitted = try await client.call(
                MyBizPath.user(stranger.id), .patch, token: admin, body: AccountChange(companyMember: true))
            #expect(try admitted.myBizDecoded(AccountSummary.self).companyMember)
            #expect(try await client.call(MyBizPath.employees, token: token).status == .ok)

            _ = try await client.call(
                MyBizPath.user(stranger.id), .patch, token: admin, body: AccountChange(companyMember: false))
            #expect(try await client.call(MyBizPath.employees, token: token).status == .forbidden)
        }
    }

    @Test("Given an administrator, when taken out of the company, then it is refused and nothing changes")
    func administratorsStay() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let refused = try await client.call(
                MyBizPath.user(fixture.admin.id), .patch, token: admin, body: AccountChange(companyMember: false))
            #expect(refused.status == .badRequest)
            #expect(
                refused.errorReason
                    == "Administrators are always the company's people: to take Ada Admin out of the company, make them a member first."
            )
            #expect(try await client.call(MyBizPath.employees, token: admin).status == .ok)
        }
    }

    @Test("Given a market account, when made an administrator, then it joins the company")
    func promotionAdmits() async throws {
        try await MyBizApp.test { client, fixture in
            _ = try await Self.signUp(client)
            let admin = try await client.token(for: fixture.admin)
            let list = try await client.call(MyBizPath.users, token: admin).myBizDecoded([AccountSummary].self)
            let stranger = try #require(list.first { $0.username == "stranger@example.com" })
            let promoted = try await client.call(
                MyBizPath.user(stranger.id), .patch, token: admin, body: AccountChange(role: .admin))
            #expect(try promoted.myBizDecoded(AccountSummary.self).companyMember)
        }
    }

    @Test("Given an invitation, then the invited person is one of the company's people")
    func invitedJoin() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let invited = try await client.call(
                MyBizPath.users, token: admin, body: Invitation(username: "new@example.com", name: "New"))
            let answer = try invited.myBizDecoded(InvitedAccount.self)
            #expect(answer.account.companyMember)
            let token = try await client.token("new@example.com", answer.temporaryPassword)
            // The API too waits for a password of their own
            let first = try await client.call(MyBizPath.employees, token: token)
            #expect(first.status == .forbidden && first.errorReason == PasswordChosen.refusal.reason)
            let chosen = try await client.call(
                MyBizPath.password, token: token,
                body: PasswordChange(currentPassword: answer.temporaryPassword, newPassword: "my-own-secret"))
            #expect(chosen.status == .noContent)
            #expect(try await client.call(MyBizPath.employees, token: token).status == .ok)
        }
    }

    @Test("Given --open-company-signup, when someone signs up, then they read the company at once")
    func openCompany() async throws {
        try await MyBizApp.test(openCompanySignup: true) { client, _ in
            let token = try await Self.signUp(client)
            for path in Self.companyPaths {
                #expect(try await client.call(path, token: token).status == .ok, "\(path)")
            }
        }
    }

    @Test(
        "Given a stranger signed in on the web, then /app leads to Settings, which says why, the company's pages are 403 and its tabs are not shown"
    )
    func strangerOnThePages() async throws {
        try await MyBizApp.test { client, _ in
            _ = try await Self.signUp(client)
            let browser = try await WebAppSession.login(client, "stranger@example.com", "secret1")
            let root = try await browser.get("/app")
            #expect(root.status == .seeOther && root.headers[.location] == "/app/settings")
            let settings = try await browser.get("/app/settings")
            let page = String(buffer: settings.body)
            #expect(page.contains("ask an administrator to invite you"))
            #expect(!page.contains(#"href="/app/announcements""#))
            for path in ["/app/announcements", "/app/calendar", "/app/org", "/app/purchases", "/app/purchases/new"] {
                let refused = try await browser.get(path, headers: [.accept: "text/html"])
                #expect(refused.status == .forbidden, "\(path)")
                #expect(String(buffer: refused.body).contains("Ask an administrator to invite you"), "\(path)")
            }
        }
    }

    /// Signs `stranger@example.com` up through the API and answers its token.
    static func signUp(_ client: any TestClientProtocol) async throws -> String {
        let response = try await client.call(
            MyBizPath.signup, token: nil,
            body: SignupRequest(username: "stranger@example.com", password: "secret1", name: "Stranger"))
        try #require(response.status == .ok)
        return try response.myBizDecoded(Session.self).token
    }
}
