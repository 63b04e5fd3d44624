import Foundation
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite("Administrators invite people, change roles and disable accounts; a company always keeps an administrator")
struct AccountAdministrationTests {
    @Test(
        "Given an invitation, then the new colleague logs in with the password shown once and reads the app",
        arguments: TestDatabase.available)
    func invite(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let response = try await client.call(
                MyBizPath.users, token: admin, body: Invitation(username: " ana@example.com ", name: "Ana Lee"))
            #expect(response.status == .created)
            let invited = try response.myBizDecoded(InvitedAccount.self)
            #expect(invited.account.username == "ana@example.com" && invited.account.role == .member)
            #expect(invited.temporaryPassword.count == 14)
            let token = try await client.token("ana@example.com", invited.temporaryPassword)
            #expect(try await client.call(MyBizPath.me, token: token).status == .ok)
            #expect(try await client.call(MyBizPath.announcements, token: token).status == .forbidden)
            let list = try await client.call(MyBizPath.users, token: admin).myBizDecoded([AccountSummary].self)
            #expect(list.contains { $0.username == "ana@example.com" && !$0.disabled })
            let taken = try await client.call(
                MyBizPath.users, token: admin, body: Invitation(username: "ANA@example.com", name: "Ana Again"))
            #expect(taken.status == .badRequest && taken.errorReason == "The username ANA@example.com is taken.")
        }
    }

    @Test(
        "Given a member, then disabling ends their tokens and logins, enabling lets them in again",
        arguments: TestDatabase.available)
    func disable(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let member = try await client.token(for: fixture.member)
            let disabled = try await client.call(
                MyBizPath.user(fixture.member.id), .patch, token: admin, body: AccountChange(disabled: true))
            let summary = try disabled.myBizDecoded(AccountSummary.self)
            #expect(disabled.status == .ok && summary.disabled)
            #expect(try await client.call(MyBizPath.me, token: member).status == .unauthorized)
            #expect(
                try await client.login(fixture.member.username, MyBizApp.Fixture.memberPassword).status == .unauthorized
            )
            _ = try await client.call(
                MyBizPath.user(fixture.member.id), .patch, token: admin, body: AccountChange(disabled: false))
            #expect(try await client.login(fixture.member.username, MyBizApp.Fixture.memberPassword).status == .ok)
        }
    }

    @Test("Given one administrator, then they cannot be made a member or disabled; a member cannot change accounts")
    func lastAdmin() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let demote = try await client.call(
                MyBizPath.user(fixture.admin.id), .patch, token: admin, body: AccountChange(role: .member))
            #expect(demote.status == .badRequest)
            #expect(
                demote.errorReason == "Ada Admin is the last administrator: make someone else an administrator first.")
            let disable = try await client.call(
                MyBizPath.user(fixture.admin.id), .patch, token: admin, body: AccountChange(disabled: true))
            #expect(disable.status == .badRequest)
            let promote = try await client.call(
                MyBizPath.user(fixture.member.id), .patch, token: admin, body: AccountChange(role: .admin))
            #expect(try promote.myBizDecoded(AccountSummary.self).role == .admin)
            #expect(
                try await client.call(
                    MyBizPath.user(fixture.admin.id), .patch, token: admin, body: AccountChange(role: .member)
                ).status == .ok, "with another administrator, the first may step down")
            let member = try await client.token("boss@example.com", MyBizApp.Fixture.adminPassword)
            #expect(try await client.call(MyBizPath.users, token: member).status == .forbidden)
        }
    }

    @Test("Given the accounts page, then an admin invites someone and sees their password once; members are refused")
    func onThePages() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await MyBizApp.signedIn(client, fixture.admin)
            let page = try await admin.get("/app/accounts")
            #expect(page.status == .ok && page.text.contains(fixture.member.username))
            let head = try #require(fixture.company.employees.first)
            let invited = try await admin.post(
                "/app/accounts", from: page,
                [
                    ("given-name", "Ana"), ("family-name", "Lee"), ("username", "ana@example.com"), ("role", "member"),
                    ("role-title", "Designer"), ("department", "Design"), ("location", "Seoul"),
                    ("manager", head.id.uuidString),
                ])
            #expect(invited.status == .ok && invited.text.contains("shown only now"))
            #expect(invited.text.contains("See Ana Lee in the org chart"))
            let password = try #require(
                invited.text.range(of: #"<code>([a-z2-9-]{14})</code>"#, options: .regularExpression).map {
                    String(invited.text[$0].dropFirst(6).dropLast(7))
                })
            #expect(try await client.login("ana@example.com", password).status == .ok)
            #expect(!(try await admin.get("/app/accounts").text.contains(password)), "shown once")
            let member = try await MyBizApp.signedIn(client, fixture.member)
            #expect(try await member.get("/app/accounts", headers: [.accept: "text/html"]).status == .forbidden)
        }
    }

    @Test(
        "Given two administrators, when each demotes or disables the other at the same moment, 20 times, then one always remains",
        arguments: TestDatabase.available)
    func demotingEachOther(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            try await AdministratorRace.run(
                20,
                RacingAdministrator(
                    id: fixture.admin.id, username: fixture.admin.username,
                    password: MyBizApp.Fixture.adminPassword, client: client),
                RacingAdministrator(
                    id: fixture.member.id, username: fixture.member.username,
                    password: MyBizApp.Fixture.memberPassword, client: client))
        }
    }

    @Test(
        "Given an account, then its full-width or upper-case twin cannot sign up or be invited, and logs in to it",
        arguments: TestDatabase.available)
    func foldedUsernames(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            // Given member@example.com
            // When its full-width twin signs up, then the username is taken
            let twin = try await client.call(
                MyBizPath.signup, token: nil,
                body: SignupRequest(username: "ｍember@example.com", password: "secret1", name: "Twin"))
            #expect(twin.status == .badRequest && twin.errorReason == "The username ｍember@example.com is taken.")
            let admin = try await client.token(for: fixture.admin)
            let invited = try await client.call(
                MyBizPath.users, token: admin, body: Invitation(username: "ＭEMBER@example.com", name: "Twin"))
            #expect(invited.status == .badRequest)
            // And the twin's spelling logs in to the account
            let login = try await client.login("ＭＥＭＢＥＲ@EXAMPLE.COM", MyBizApp.Fixture.memberPassword)
            #expect(login.status == .ok)
            #expect(try login.myBizDecoded(Session.self).user.id == fixture.member.id)
        }
    }

    @Test(
        "Given a username with a line break or a tab, then sign-up and invitation refuse it and login finds nobody",
        arguments: ["new\r\nuser@example.com", "new\tuser@example.com", "new\nuser@example.com"])
    func controlCharacters(username: String) async throws {
        try await MyBizApp.test { client, fixture in
            let reason = "username must not contain a control character such as a line break or a tab."
            let signup = try await client.call(
                MyBizPath.signup, token: nil, body: SignupRequest(username: username, password: "secret1", name: "New"))
            #expect(signup.status == .badRequest && signup.errorReason == reason)
            let admin = try await client.token(for: fixture.admin)
            let invited = try await client.call(
                MyBizPath.users, token: admin, body: Invitation(username: username, name: "New"))
            #expect(invited.status == .badRequest && invited.errorReason == reason)
            let users = try await client.call(MyBizPath.users, token: admin).myBizDecoded([AccountSummary].self)
            #expect(users.count == 2, "nothing was made")
            #expect(try await client.login(username, "secret1").status == .unauthorized)
        }
    }
}
