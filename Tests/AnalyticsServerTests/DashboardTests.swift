import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import NIOCore
import ServerTestSupport
import Testing

@testable import AnalyticsServer
@testable import MyBizServer

@Suite("The dashboard: one sign-in with the company app, administrators only, charts and tables equal to the summary")
struct DashboardTests {
    @Test("Given no session, then the dashboard and its old login page lead to the app's login, coming back")
    func toTheAppsLogin() async throws {
        try await MyBizApp.test { client, _ in
            let page = try await client.execute(uri: "/dashboard", method: .get)
            #expect(page.status == .seeOther && page.headers[.location] == "/app/login?next=%2Fdashboard")
            let old = try await client.execute(uri: "/dashboard/login", method: .get)
            #expect(old.status == .seeOther && old.headers[.location] == "/app/login?next=%2Fdashboard")
        }
    }

    @Test(
        "Given an admin signed in to the app, then the dashboard opens with no second login, as a tab of the app",
        arguments: TestDatabase.available)
    func oneSignIn(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let admin = try await MyBizApp.signedIn(client, fixture.admin)
            let page = try await admin.get("/dashboard")
            #expect(page.status == .ok)
            #expect(page.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
            let links = try XHTMLDocument(page.text).root.all("a").filter { $0.attributes["href"] == "/dashboard" }
            #expect(links.contains { $0.attributes["aria-current"] == "page" }, "the app's Dashboard tab is current")
            let app = try await admin.get("/app/announcements")
            #expect(app.text.contains("href=\"/dashboard\""), "the app shows admins the dashboard tab")
        }
    }

    @Test("Given a member signed in to the app, then the dashboard is refused and never offered")
    func membersNever() async throws {
        try await MyBizApp.test { client, fixture in
            let member = try await MyBizApp.signedIn(client, fixture.member)
            let page = try await member.get("/dashboard", headers: [.accept: "text/html"])
            #expect(page.status == .forbidden && page.text.contains("The dashboard is for administrators."))
            for screen in ["/app/announcements", "/app/settings"] {
                #expect(!(try await member.get(screen).text.contains("href=\"/dashboard\"")), "\(screen)")
            }
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
            let morning = MyBizApp.morning
            _ = try await client.call(
                "/api/analytics/batch", token: member,
                body: [
                    MyBizApp.report("calendarShown"), MyBizApp.report("calendarShown"),
                    MyBizApp.report("orgChartShown", at: morning.addingTimeInterval(-day)),
                    MyBizApp.report("po_submitted", type: "buttonTap"),
                ])
            _ = try await client.call(
                "/api/analytics/batch", token: admin, body: [MyBizApp.report("calendarShown")])
            let summary = try await client.call(
                "/api/analytics/summary?from=2026-11-20&to=2026-11-22", token: admin
            ).myBizDecoded(AnalyticsSummary.self)

            let page = try await MyBizApp.signedIn(client, fixture.admin).get(
                "/dashboard?period=custom&from=2026-11-20&to=2026-11-22")
            #expect(page.status == .ok)
            let document = try XHTMLDocument(page.text)
            let screens = document.tableRows(id: "screens-table")
            let names = document.element(id: "screens-table")?.all("td").compactMap { $0.attributes["title"] } ?? []
            #expect(names == summary.screens.map(\.name))
            #expect(screens.map { [$0[1], $0[2]] } == summary.screens.map { ["\($0.views)", "\($0.users)"] })
            #expect(document.tableRows(id: "daily-table") == summary.daily.map { [$0.day, "\($0.views)"] })
            #expect(document.tableRows(id: "events-table") == summary.events.map { [$0.name, $0.type, "\($0.count)"] })
            // and code names may wrap between their words on a phone: "calendar" "Shown"
            let firstEvent = document.element(id: "events-table")?.all("td").first
            #expect(firstEvent?.all("wbr").count == 2, "\(String(describing: firstEvent?.allText))")
            #expect(summary.screens.first == .init(name: "calendarShown", views: 3, users: 2))

            let charts = document.root.all("svg").filter { $0.attributes["role"] == "img" }
            #expect(charts.count == 1)
            for chart in charts {
                let labelled = chart.attributes["aria-labelledby"]?.split(separator: " ").map(String.init) ?? []
                #expect(labelled.count == 2 && labelled.allSatisfy { document.element(id: $0) != nil })
            }
            #expect(charts[0].all("circle").count == 3)
            let ranked = try #require(document.root.all("ol").first { $0.attributes["class"] == "ranked" })
            #expect(ranked.all("li").first?.allText.contains("Calendar") == true)
            #expect(ranked.all("li").first?.allText.contains("3 views · 2 unique users") == true)
            let checked = document.root.all("input").first { $0.attributes["checked"] != nil }
            #expect(checked?.attributes["value"] == "custom")
        }
    }

    @Test(
        "Given a custom period that makes no sense, then the page explains it, keeps the days as typed to correct, and shows the last 7 days, saying so"
    )
    func badPeriod() async throws {
        try await MyBizApp.test { client, fixture in
            // Given a custom period whose first day is after its last
            // When the dashboard is asked for it
            let page = try await MyBizApp.signedIn(client, fixture.admin).get(
                "/dashboard?period=custom&from=2026-11-22&to=2026-11-01")
            // Then it is explained, the form keeps what was typed, and the figures are the last 7 days'
            #expect(page.status == .badRequest)
            #expect(page.text.contains("The first day must not be after the last day."))
            let document = try XHTMLDocument(page.text)
            #expect(document.tableRows(id: "daily-table").count == 7)
            let checked = document.root.all("input").first { $0.attributes["checked"] != nil }
            #expect(checked?.attributes["value"] == "custom")
            #expect(document.element(id: "from")?.attributes["value"] == "2026-11-22")
            #expect(document.element(id: "to")?.attributes["value"] == "2026-11-01")
            #expect(document.element(id: "period")?.allText.hasPrefix("Shown instead: the last 7 days, ") == true)
        }
    }

    @Test("Given a period choice that does not exist, then the page says so and shows the last 7 days, chosen")
    func unknownPeriod() async throws {
        try await MyBizApp.test { client, fixture in
            let page = try await MyBizApp.signedIn(client, fixture.admin).get("/dashboard?period=fortnight")
            #expect(page.status == .badRequest)
            #expect(page.text.contains("The period must be today, 7d, 30d, month or custom."))
            let document = try XHTMLDocument(page.text)
            let checked = document.root.all("input").first { $0.attributes["checked"] != nil }
            #expect(checked?.attributes["value"] == "7d")
            #expect(document.element(id: "period")?.allText.hasPrefix("Shown instead: the last 7 days, ") == true)
        }
    }

    @Test(
        "Given reports, then the CSV export holds the page's screens, days and events; the live count counts the last 30 minutes"
    )
    func exportAndLive() async throws {
        try await MyBizApp.test { client, fixture in
            let member = try await client.token(for: fixture.member)
            _ = try await client.call(
                "/api/analytics/batch", token: member,
                body: [
                    MyBizApp.report("calendarShown", at: Date()),
                    MyBizApp.report("po_submitted", at: Date(), type: "buttonTap"),
                ])
            let admin = try await MyBizApp.signedIn(client, fixture.admin)
            let page = try XHTMLDocument(try await admin.get("/dashboard?period=today").text)
            #expect(page.element(id: "live-users")?.allText == "1 person in the last 30 minutes")
            let csv = try await admin.get("/dashboard/export.csv?period=today")
            #expect(csv.status == .ok && csv.headers[.contentType] == "text/csv; charset=utf-8")
            let lines = csv.text.split(separator: "\r\n").map(String.init)
            #expect(lines.first == "table,name,label,views,unique_users,count")
            #expect(lines.contains("screens,calendarShown,Calendar,1,1,"))
            #expect(lines.contains("events,po_submitted,buttonTap,,,1"))
            #expect(lines.filter { $0.hasPrefix("daily,") }.count == 1)
            let member2 = try await MyBizApp.signedIn(client, fixture.member)
            #expect(try await member2.get("/dashboard/export.csv?period=today").status == .forbidden)
        }
    }
}
