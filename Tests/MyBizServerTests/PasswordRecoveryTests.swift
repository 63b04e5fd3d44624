import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite(
    "A way back: an invited person chooses their password at first sign-in; an admin's reset link works once, for a day"
)
struct PasswordRecoveryTests {
    @Test(
        "Given an invitation, when the person signs in with the temporary password, then Settings asks for their own and the company opens once they chose it"
    )
    func invitedChooseTheirOwn() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let invited = try await client.call(
                MyBizPath.users, token: admin, body: Invitation(username: "nia@example.com", name: "Nia Newcomer")
            ).myBizDecoded(InvitedAccount.self)
            let browser = try await WebAppSession.login(client, "nia@example.com", invited.temporaryPassword)
            #expect(try await browser.get("/app").headers[.location] == "/app/settings")
            let closed = try await browser.get("/app/announcements")
            #expect(closed.status == .seeOther && closed.headers[.location] == "/app/settings")
            let settings = try await browser.get("/app/settings")
            #expect(settings.text.contains("Choose your own password."))
            let changed = try await browser.post(
                "/app/settings/password", from: settings,
                [
                    ("current-password", invited.temporaryPassword), ("new-password", "nia-own-secret"),
                    ("repeat-password", "nia-own-secret"),
                ])
            #expect(changed.status == .seeOther)
            let after = WebAppSession(client: client, cookie: try #require(BrowserForms.cookie(in: changed)))
            #expect(try await after.get("/app/announcements").status == .ok)
            #expect(!(try await after.get("/app/settings").text.contains("Choose your own password.")))
        }
    }

    @Test(
        "Given a reset link an admin made, then the person sets a new password with it once, every session ends, and a newer link voids an older",
        arguments: TestDatabase.available)
    func resetLink(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let memberToken = try await client.token(for: fixture.member)
            let member = try await client.call(
                MyBizPath.resetLink(fixture.member.id), .post, token: memberToken, json: "")
            #expect(member.status == .forbidden)
            let older = try await client.call(MyBizPath.resetLink(fixture.member.id), .post, token: admin, json: "")
                .myBizDecoded(PasswordResetLink.self)
            let link = try await client.call(MyBizPath.resetLink(fixture.member.id), .post, token: admin, json: "")
                .myBizDecoded(PasswordResetLink.self)
            #expect(link.path.hasPrefix("/app/reset/") && link.expiresAt.timeIntervalSinceNow > 23 * 3_600)
            #expect(try await client.execute(uri: older.path, method: .get).status == .gone)
            // The token opens nothing but its form
            let token = String(link.path.dropFirst("/app/reset/".count))
            #expect(try await client.call(MyBizPath.me, token: token).status == .unauthorized)

            let page = try await client.execute(uri: link.path, method: .get)
            #expect(page.status == .ok && page.text.contains("For Mia Member."))
            let formCookie = try #require(BrowserForms.cookie(in: page))
            let csrf = try #require(try BrowserForms.formToken(in: page))
            func send(_ new: String, _ again: String) async throws -> TestResponse {
                try await client.execute(
                    uri: link.path, method: .post,
                    headers: [.contentType: "application/x-www-form-urlencoded", .cookie: formCookie],
                    body: BrowserForms.form(["new-password": new, "repeat-password": again, "csrf": csrf]))
            }
            let short = try await send("abc", "abd")
            #expect(short.status == .badRequest)
            let document = try XHTMLDocument(short.text)
            #expect(document.element(id: "new-password-error")?.allText.isEmpty == false)
            #expect(
                document.element(id: "repeat-password-error")?.allText
                    == "The two passwords differ: type the same one twice.")
            let set = try await send("brand-new-secret", "brand-new-secret")
            #expect(set.status == .seeOther && set.headers[.location] == "/app/login?notice=reset")
            #expect(try await client.call(MyBizPath.me, token: memberToken).status == .unauthorized)
            #expect(
                try await client.login(fixture.member.username, MyBizApp.Fixture.memberPassword).status == .unauthorized
            )
            #expect(try await client.login(fixture.member.username, "brand-new-secret").status == .ok)
            // Once only
            let again = try await send("another-secret", "another-secret")
            #expect(again.status == .gone && again.text.contains("This link no longer works"))
        }
    }

    @Test("Given the accounts page, then an admin makes a reset link shown once with the site's address")
    func resetLinkOnThePage() async throws {
        try await MyBizApp.test(publicURL: "https://biz.example.com") { client, fixture in
            let admin = try await MyBizApp.signedIn(client, fixture.admin)
            let page = try await admin.get("/app/accounts")
            let made = try await admin.post("/app/accounts/\(fixture.member.id.uuidString)/reset-link", from: page, [])
            #expect(made.status == .ok)
            #expect(made.text.contains("Mia Member sets a new password with this link, once"))
            #expect(made.text.contains("https://biz.example.com/app/reset/"))
        }
    }
}
