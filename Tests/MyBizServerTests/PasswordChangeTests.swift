import Foundation
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite("Changing a password and logging out everywhere: the old password and every other session end")
struct PasswordChangeTests {
    static let newPassword = "a-brand-new-one"

    @Test(
        "Given two tokens, when the password changes through one, then the other stops and the old password too",
        arguments: TestDatabase.available)
    func changeEndsOtherTokens(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let phone = try await client.token(for: fixture.member)
            let laptop = try await client.token(for: fixture.member)
            let change = PasswordChange(currentPassword: MyBizApp.Fixture.memberPassword, newPassword: Self.newPassword)
            let changed = try await client.call(MyBizPath.password, token: phone, body: change)
            #expect(changed.status == .noContent)
            #expect(try await client.call(MyBizPath.me, token: phone).status == .ok, "the token it came through stays")
            #expect(try await client.call(MyBizPath.me, token: laptop).status == .unauthorized)
            #expect(
                try await client.login(fixture.member.username, MyBizApp.Fixture.memberPassword).status == .unauthorized
            )
            #expect(try await client.login(fixture.member.username, Self.newPassword).status == .ok)
            let admin = try await client.token(for: fixture.admin)
            #expect(try await client.call(MyBizPath.me, token: admin).status == .ok, "another account is untouched")
        }
    }

    @Test(
        "Given a change that cannot be made, then it says why and nothing changes",
        arguments: [
            (
                PasswordChange(currentPassword: "wrong", newPassword: "a-brand-new-one"), 403,
                "currentPassword is not this account's password."
            ),
            (
                PasswordChange(currentPassword: MyBizApp.Fixture.memberPassword, newPassword: "12345"), 400,
                "newPassword must be at least 6 characters."
            ),
        ])
    func refused(change: PasswordChange, status: Int, reason: String) async throws {
        try await MyBizApp.test { client, fixture in
            let token = try await client.token(for: fixture.member)
            let other = try await client.token(for: fixture.member)
            let response = try await client.call(MyBizPath.password, token: token, body: change)
            #expect(response.status.code == status)
            #expect(response.errorReason == reason)
            #expect(try await client.call(MyBizPath.me, token: other).status == .ok)
            #expect(try await client.login(fixture.member.username, MyBizApp.Fixture.memberPassword).status == .ok)
        }
    }

    @Test(
        "Given a web session and a token, when the API logs out everywhere, then both end",
        arguments: TestDatabase.available)
    func logoutEverywhere(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let browser = try await WebAppSession.login(
                client, fixture.member.username, MyBizApp.Fixture.memberPassword)
            let token = try await client.token(for: fixture.member)
            let response = try await client.call(MyBizPath.logoutEverywhere, .post, token: token)
            #expect(response.status == .noContent)
            #expect(try await client.call(MyBizPath.me, token: token).status == .unauthorized)
            #expect(try await browser.get("/app/announcements").status == .seeOther)
        }
    }

    @Test(
        "Given the Settings form, when the password is changed there, then the browser stays in on a new session id and API tokens end"
    )
    func changeOnTheWeb() async throws {
        try await MyBizApp.test { client, fixture in
            let browser = try await WebAppSession.login(
                client, fixture.member.username, MyBizApp.Fixture.memberPassword)
            let token = try await client.token(for: fixture.member)
            let settings = try await browser.get("/app/settings")
            let mismatch = try await browser.post(
                "/app/settings/password", from: settings,
                [
                    ("current-password", MyBizApp.Fixture.memberPassword), ("new-password", Self.newPassword),
                    ("repeat-password", "something else"),
                ])
            #expect(mismatch.status == .badRequest && mismatch.text.contains("The two new passwords differ"))
            // Both of two problems are said at once, not the second after the first is mended.
            let both = try await browser.post(
                "/app/settings/password", from: settings,
                [
                    ("current-password", MyBizApp.Fixture.memberPassword), ("new-password", "abc"),
                    ("repeat-password", "abd"),
                ])
            #expect(both.status == .badRequest && both.text.contains("The two new passwords differ"))
            #expect(both.text.contains("The new password must be at least 6 characters."))
            let wrong = try await browser.post(
                "/app/settings/password", from: settings,
                [
                    ("current-password", "nope"), ("new-password", Self.newPassword),
                    ("repeat-password", Self.newPassword),
                ])
            #expect(wrong.status == .forbidden && wrong.text.contains("That is not your current password."))
            let changed = try await browser.post(
                "/app/settings/password", from: settings,
                [
                    ("current-password", MyBizApp.Fixture.memberPassword), ("new-password", Self.newPassword),
                    ("repeat-password", Self.newPassword),
                ])
            #expect(changed.status == .seeOther && changed.headers[.location] == "/app/settings?notice=password")
            // Then the browser stays in on a new session id: the one it had before opens nothing
            let renewed = WebAppSession(client: client, cookie: try #require(BrowserForms.cookie(in: changed)))
            #expect(renewed.cookie.hasPrefix("mybiz_session=") && renewed.cookie != browser.cookie)
            #expect(try await renewed.get("/app/settings?notice=password").text.contains("Your password is changed."))
            #expect(try await browser.get("/app/settings").status == .seeOther, "the old session id ended")
            #expect(try await client.call(MyBizPath.me, token: token).status == .unauthorized)

            let everywhere = try await renewed.post(
                "/app/settings/logout-everywhere", from: try await renewed.get("/app/settings"), [])
            #expect(everywhere.headers[.location] == "/app/login?notice=everywhere")
            #expect(try await renewed.get("/app/settings").status == .seeOther)
        }
    }
}
