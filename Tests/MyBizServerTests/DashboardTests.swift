import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import NIOCore
import ServerTestSupport
import Testing

@testable import MyBizServer
@testable import ServerSupport

@Suite("The dashboard: admin login with a session cookie, charts and tables equal to the summary")
struct DashboardTests {
    /// Opens the login page as a browser does; returns its form cookie and the form's token.
    static func loginForm(_ client: any TestClientProtocol) async throws -> (cookie: String, token: String) {
        let page = try await client.execute(uri: "/dashboard/login", method: .get)
        return (try #require(BrowserForms.cookie(in: page)), try #require(try BrowserForms.formToken(in: page)))
    }

    /// Logs in through the dashboard's form, as a browser does; returns the answer and the session
    /// cookie it set.
    static func login(
        _ client: any TestClientProtocol, _ username: String, _ password: String, headers: HTTPFields = [:]
    ) async throws -> (TestResponse, String?) {
        try await BrowserForms.logIn(client, at: "/dashboard/login", username, password, headers: headers)
    }

    @Test("without a session the dashboard sends the browser to a login page that parses strictly")
    func loginPage() async throws {
        try await MyBizApp.test { client, _ in
            let page = try await client.execute(uri: "/dashboard", method: .get)
            #expect(page.status == .seeOther && page.headers[.location] == "/dashboard/login")
            let login = try await client.execute(uri: "/dashboard/login", method: .get)
            #expect(login.status == .ok && login.headers[.contentType] == "text/html; charset=utf-8")
            let document = try XHTMLDocument(login.text)
            let inputs = document.root.all("input").compactMap { $0.attributes["name"] }
            #expect(inputs == ["csrf", "username", "password"])
            #expect(document.root.all("label").compactMap { $0.attributes["for"] } == ["username", "password"])
            let forged = try await client.execute(
                uri: "/dashboard", method: .get, headers: [.cookie: "mybiz_dashboard=forged"])
            #expect(forged.status == .seeOther)
        }
    }

    @Test("only an admin's right password opens a session; the cookie is HttpOnly and SameSite=Strict")
    func login() async throws {
        try await MyBizApp.test { client, fixture in
            let (wrong, _) = try await Self.login(client, fixture.admin.username, "guess")
            #expect(wrong.status == .unauthorized && wrong.text.contains("The username or password is wrong."))
            let (member, memberCookie) = try await Self.login(
                client, fixture.member.username, MyBizApp.Fixture.memberPassword)
            #expect(member.status == .forbidden && memberCookie == nil)
            #expect(member.text.contains("Only administrators can open the dashboard"))

            let (admin, cookie) = try await Self.login(client, fixture.admin.username, MyBizApp.Fixture.adminPassword)
            #expect(admin.status == .seeOther && admin.headers[.location] == "/dashboard")
            let setCookie = try #require(admin.headers[.setCookie])
            for attribute in ["HttpOnly", "SameSite=Strict", "Path=/dashboard", "Max-Age=43200"] {
                #expect(setCookie.contains(attribute), "\(attribute)")
            }
            #expect(!setCookie.contains("Secure"))
            let page = try await client.execute(
                uri: "/dashboard", method: .get, headers: [.cookie: try #require(cookie)])
            #expect(page.status == .ok)
            #expect(page.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
        }
    }

    @Test("behind HTTPS the cookie is Secure too")
    func secureCookie() async throws {
        try await MyBizApp.test { client, fixture in
            let (response, _) = try await Self.login(
                client, fixture.admin.username, MyBizApp.Fixture.adminPassword,
                headers: [HTTPField.Name("X-Forwarded-Proto")!: "https"])
            #expect(response.headers[.setCookie]?.contains("Secure") == true)
        }
    }

    @Test(
        "the page's tables show exactly the summary endpoint's numbers, with charts that have titles",
        arguments: TestDatabase.available)
    func numbers(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let member = try await client.token(for: fixture.member)
            let admin = try await client.token(for: fixture.admin)
            let day = 86_400.0
            let morning = MyBizAnalyticsTests.morning
            _ = try await client.call(
                "/api/analytics/batch", token: member,
                body: [
                    MyBizAnalyticsTests.report("calendarShown"), MyBizAnalyticsTests.report("calendarShown"),
                    MyBizAnalyticsTests.report("orgChartShown", at: morning.addingTimeInterval(-day)),
                    MyBizAnalyticsTests.report("po_submitted", type: "buttonTap"),
                ])
            _ = try await client.call(
                "/api/analytics/batch", token: admin, body: [MyBizAnalyticsTests.report("calendarShown")])
            let summary = try await client.call(
                "/api/analytics/summary?from=2026-11-20&to=2026-11-22", token: admin
            ).myBizDecoded(AnalyticsSummary.self)

            let (_, cookie) = try await Self.login(client, fixture.admin.username, MyBizApp.Fixture.adminPassword)
            let page = try await client.execute(
                uri: "/dashboard?period=custom&from=2026-11-20&to=2026-11-22", method: .get,
                headers: [.cookie: try #require(cookie)])
            #expect(page.status == .ok)
            let document = try XHTMLDocument(page.text)
            let screens = document.tableRows(id: "screens-table")
            let names = document.element(id: "screens-table")?.all("td").compactMap { $0.attributes["title"] } ?? []
            #expect(names == summary.screens.map(\.name))
            #expect(screens.map { [$0[1], $0[2]] } == summary.screens.map { ["\($0.views)", "\($0.users)"] })
            #expect(document.tableRows(id: "daily-table") == summary.daily.map { [$0.day, "\($0.views)"] })
            #expect(document.tableRows(id: "events-table") == summary.events.map { [$0.name, $0.type, "\($0.count)"] })
            #expect(summary.screens.first == .init(name: "calendarShown", views: 3, users: 2))

            let charts = document.root.all("svg")
            #expect(charts.count == 2)
            for chart in charts {
                #expect(chart.attributes["role"] == "img")
                let labelled = chart.attributes["aria-labelledby"]?.split(separator: " ").map(String.init) ?? []
                #expect(labelled.count == 2 && labelled.allSatisfy { document.element(id: $0) != nil })
            }
            let barTitles = charts[0].all("rect").compactMap { $0.all("title").first?.allText }
            #expect(barTitles.contains("Calendar: 3 views") && barTitles.contains("Calendar: 2 unique users"))
            #expect(charts[1].all("circle").count == 3)
            let checked = document.root.all("input").first { $0.attributes["checked"] != nil }
            #expect(checked?.attributes["value"] == "custom")
        }
    }

    @Test("a period that makes no sense is explained on the page, which falls back to the last 7 days")
    func badPeriod() async throws {
        try await MyBizApp.test { client, fixture in
            let (_, cookie) = try await Self.login(client, fixture.admin.username, MyBizApp.Fixture.adminPassword)
            let page = try await client.execute(
                uri: "/dashboard?period=custom&from=2026-11-22&to=2026-11-01", method: .get,
                headers: [.cookie: try #require(cookie)])
            #expect(page.status == .badRequest)
            #expect(page.text.contains("The first day must not be after the last day."))
            #expect(try XHTMLDocument(page.text).tableRows(id: "daily-table").count == 7)
        }
    }

    @Test("logout ends the session: the old cookie no longer opens the dashboard")
    func logout() async throws {
        try await MyBizApp.test { client, fixture in
            let (_, cookie) = try await Self.login(client, fixture.admin.username, MyBizApp.Fixture.adminPassword)
            let session = try #require(cookie)
            let page = try await client.execute(uri: "/dashboard", method: .get, headers: [.cookie: session])
            let out = try await client.execute(
                uri: "/dashboard/logout", method: .post,
                headers: [.cookie: session, .contentType: "application/x-www-form-urlencoded"],
                body: BrowserForms.form(["csrf": try #require(try BrowserForms.formToken(in: page))]))
            #expect(out.status == .seeOther && out.headers[.location] == "/dashboard/login?notice=loggedout")
            #expect(out.headers[.setCookie]?.contains("Max-Age=0") == true)
            let after = try await client.execute(uri: "/dashboard", method: .get, headers: [.cookie: session])
            #expect(after.status == .seeOther)
        }
    }

    @Test(
        "a login form without its token, with another browser's, or sent from another site is refused and logs no one in",
        arguments: ["missing", "other", "origin"])
    func forgedLogin(kind: String) async throws {
        try await MyBizApp.test { client, fixture in
            let (formCookie, token) = try await Self.loginForm(client)
            let (_, otherToken) = try await Self.loginForm(client)
            var headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded", .cookie: formCookie]
            var fields = ["username": fixture.admin.username, "password": MyBizApp.Fixture.adminPassword]
            switch kind {
            case "missing": break
            case "other": fields["csrf"] = otherToken
            default:
                fields["csrf"] = token
                headers[.origin] = "https://evil.example"
            }
            let response = try await client.execute(
                uri: "/dashboard/login", method: .post, headers: headers, body: BrowserForms.form(fields))
            #expect(response.status == .forbidden)
            #expect(response.text.contains("This form expired or came from another site"))
            #expect(response.headers[.setCookie]?.contains("mybiz_dashboard") != true)
        }
    }

    @Test("behind a proxy that passes another Host on, a form sent from the public URL is accepted")
    func originOfPublicURL() async throws {
        try await MyBizApp.test(publicURL: "https://market.example.com") { client, fixture in
            let (response, cookie) = try await Self.login(
                client, fixture.admin.username, MyBizApp.Fixture.adminPassword,
                headers: [.origin: "https://market.example.com"])
            #expect(response.status == .seeOther)
            #expect(cookie != nil)
        }
    }

    @Test("a log-out form without the page's token does nothing")
    func forgedLogout() async throws {
        try await MyBizApp.test { client, fixture in
            let (_, cookie) = try await Self.login(client, fixture.admin.username, MyBizApp.Fixture.adminPassword)
            let session = try #require(cookie)
            let forged = try await client.execute(
                uri: "/dashboard/logout", method: .post,
                headers: [.cookie: session, .contentType: "application/x-www-form-urlencoded"],
                body: BrowserForms.form(["csrf": "guessed"]))
            #expect(forged.status == .forbidden)
            #expect(
                try await client.execute(uri: "/dashboard", method: .get, headers: [.cookie: session]).status == .ok)
        }
    }

    @Test("a dashboard cookie is no API token, and an API token no dashboard cookie")
    func credentialKinds() async throws {
        try await MyBizApp.test { client, fixture in
            let (_, cookie) = try await Self.login(client, fixture.admin.username, MyBizApp.Fixture.adminPassword)
            let sessionValue = try #require(cookie?.split(separator: "=", maxSplits: 1).last.map(String.init))
            let asBearer = try await client.call("/api/users/me", token: sessionValue)
            #expect(asBearer.status == .unauthorized)
            let apiToken = try await client.token(for: fixture.admin)
            let asCookie = try await client.execute(
                uri: "/dashboard", method: .get, headers: [.cookie: "mybiz_dashboard=\(apiToken)"])
            #expect(asCookie.status == .seeOther)
            #expect(try await client.call("/api/users/me", token: apiToken).status == .ok)
        }
    }
}
