import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite("App passwords on Settings: one per app, shown once, revocable, ended by a new password")
struct AppPasswordTests {
    private static let page = "/app/settings/app-passwords"

    @Test(
        "Given a name, then an app password is shown once and listed by its name; the page says how to add the account",
        arguments: TestDatabase.available)
    func make(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let member = try await MyBizApp.signedIn(client, fixture.member)
            let form = try await member.get(Self.page)
            #expect(form.text.contains("<code>localhost</code>") || form.text.contains("/dav/"))
            let made = try await member.post(Self.page, from: form, [("name", "  My iPhone  ")])
            #expect(made.status == .ok)
            let secret = try #require(made.text.firstMatch(of: /<code id="app-password">([a-z2-9-]+)<\/code>/)?.1)
            #expect(secret.count == 24 && secret.split(separator: "-").count == 5)
            let listed = try await member.get(Self.page)
            #expect(listed.text.contains("<strong>My iPhone</strong>"))
            #expect(listed.text.contains("last used: Not yet"))
            #expect(!listed.text.contains(String(secret)), "shown only once")
        }
    }

    @Test("Given a name that is blank or too long, then 400 says why and nothing is made")
    func badNames() async throws {
        try await MyBizApp.test { client, fixture in
            let member = try await MyBizApp.signedIn(client, fixture.member)
            for (name, sentence) in [
                ("   ", "Name the app"), (String(repeating: "x", count: 51), "longer than 50 characters"),
            ] {
                let form = try await member.get(Self.page)
                let refused = try await member.post(Self.page, from: form, [("name", name)])
                #expect(refused.status == .badRequest)
                #expect(refused.text.contains(sentence))
            }
            #expect(try await member.get(Self.page).text.contains("None yet."))
        }
    }

    @Test("Given twenty app passwords, then a twenty-first is refused until one is revoked")
    func limit() async throws {
        try await MyBizApp.test { client, fixture in
            let member = try await MyBizApp.signedIn(client, fixture.member)
            for number in 1...AppPassword.maxCount {
                let form = try await member.get(Self.page)
                #expect(try await member.post(Self.page, from: form, [("name", "App \(number)")]).status == .ok)
            }
            let form = try await member.get(Self.page)
            let refused = try await member.post(Self.page, from: form, [("name", "One more")])
            #expect(refused.status == .badRequest && refused.text.contains("revoke one you no longer use first"))
            let revoke = try #require(
                form.text.firstMatch(of: /action="(\/app\/settings\/app-passwords\/[^"]+\/revoke)"/)?.1)
            let revoked = try await member.post(String(revoke), from: form, [])
            #expect(revoked.headers[.location] == "\(Self.page)?notice=revoked")
            let twice = try await member.post(String(revoke), from: form, [])
            #expect(twice.status == .notFound)
            let after = try await member.get(Self.page)
            #expect(try await member.post(Self.page, from: after, [("name", "One more")]).status == .ok)
        }
    }

    @Test("Given app passwords, when the account's password changes, then they are all revoked")
    func endedByANewPassword() async throws {
        try await MyBizApp.test { client, fixture in
            let member = try await MyBizApp.signedIn(client, fixture.member)
            let form = try await member.get(Self.page)
            _ = try await member.post(Self.page, from: form, [("name", "Thunderbird")])
            let token = try await client.token(for: fixture.member)
            let changed = try await client.call(
                "/api/users/me/password", .post, token: token,
                body: PasswordChange(currentPassword: MyBizApp.Fixture.memberPassword, newPassword: "a brand new one"))
            #expect(changed.status == .noContent || changed.status == .ok)
            let again = try await WebAppSession.login(client, fixture.member.username, "a brand new one")
            #expect(try await again.get(Self.page).text.contains("None yet."))
        }
    }

    @Test("Given an app password, when an administrator disables the account and enables it again, then it is gone")
    func endedByDisabling() async throws {
        try await MyBizApp.test { client, fixture in
            let member = try await MyBizApp.signedIn(client, fixture.member)
            let form = try await member.get(Self.page)
            _ = try await member.post(Self.page, from: form, [("name", "Stolen phone")])
            let admin = try await client.token(for: fixture.admin)
            for disabled in [true, false] {
                let changed = try await client.call(
                    MyBizPath.user(fixture.member.id), .patch, token: admin, body: AccountChange(disabled: disabled))
                #expect(changed.status == .ok)
            }
            let again = try await MyBizApp.signedIn(client, fixture.member)
            #expect(try await again.get(Self.page).text.contains("None yet."))
        }
    }
}
