import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerTestSupport
import Testing

@testable import AnalyticsServer
@testable import MyBizServer

@Suite("The dashboard's headline figures, breakdowns and daily chart")
struct DashboardFiguresTests {
    static let day = 86_400.0

    /// The dashboard page for `query`, logged in as the fixture's admin.
    static func dashboard(_ client: any TestClientProtocol, _ fixture: MyBizApp.Fixture, _ query: String) async throws
        -> XHTMLDocument
    {
        let page = try await MyBizApp.signedIn(client, fixture.admin).get("/dashboard?\(query)")
        #expect(page.status == .ok)
        return try XHTMLDocument(page.text)
    }

    @Test("views, people and screens used, each with its change from the period of the same length before")
    func headline() async throws {
        try await MyBizApp.test { client, fixture in
            let member = try await client.token(for: fixture.member)
            let admin = try await client.token(for: fixture.admin)
            let morning = MyBizApp.morning  // 2026-11-22
            _ = try await client.call(
                "/api/analytics/batch", token: member,
                body: [
                    MyBizApp.report("calendarShown"), MyBizApp.report("orgChartShown"),
                    MyBizApp.report("calendarShown", at: morning.addingTimeInterval(-3 * Self.day)),
                ])
            _ = try await client.call(
                "/api/analytics/batch", token: admin, body: [MyBizApp.report("calendarShown")])
            let document = try await Self.dashboard(client, fixture, "period=custom&from=2026-11-21&to=2026-11-22")
            let figures = document.root.all("li").filter { $0.attributes["class"] == "figure" }.map { figure in
                figure.children.map { $0.allText }
            }
            #expect(figures.count == 3)
            #expect(figures[0] == ["Screen views", "3", "+2 (+200 %) from the 2 days before"])
            #expect(figures[1] == ["People", "2", "+1 (+100 %) from the 2 days before"])
            #expect(figures[2] == ["Screens used", "2", "+1 (+100 %) from the 2 days before"])
        }
    }

    @Test(
        "views by device, operating system and app version, with each one's share; missing values are named",
        arguments: TestDatabase.available)
    func breakdowns(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let member = try await client.token(for: fixture.member)
            var web = MyBizApp.report("calendarShown")
            web.device = "Chrome 131 (desktop web)"
            web.os = "Linux"
            web.appVersion = "0.1.0"
            var bare = MyBizApp.report("settingShown")
            bare.device = nil
            _ = try await client.call(
                "/api/analytics/batch", token: member,
                body: [
                    MyBizApp.report("calendarShown"), MyBizApp.report("orgChartShown"), web, bare,
                ])
            let document = try await Self.dashboard(client, fixture, "period=custom&from=2026-11-22&to=2026-11-22")
            #expect(
                document.tableRows(id: "devices-table") == [
                    ["iPhone16,1", "2", "50 %"], ["Chrome 131 (desktop web)", "1", "25 %"],
                    ["Not reported", "1", "25 %"],
                ])
            #expect(document.tableRows(id: "systems-table") == [["iOS 18.1", "3", "75 %"], ["Linux", "1", "25 %"]])
            #expect(document.tableRows(id: "versions-table") == [["2.0", "3", "75 %"], ["0.1.0", "1", "25 %"]])
        }
    }

    @Test("an empty period says so and draws no empty charts")
    func emptyPeriod() async throws {
        try await MyBizApp.test { client, fixture in
            let document = try await Self.dashboard(client, fixture, "period=custom&from=2020-01-01&to=2020-01-07")
            #expect(
                document.element(id: "empty-period")?.allText.contains("Nothing was reported in this period") == true)
            #expect(document.root.all("svg").filter { $0.attributes["role"] == "img" }.isEmpty)
            #expect(document.tableRows(id: "daily-table").count == 7)
        }
    }

    @Test(
        "the daily chart has a labelled y axis and a label under each day of a week, naming the month where it starts")
    func dailyAxes() {
        let daily = (18...24).map { AnalyticsSummary.DailyViews(day: "2026-11-\($0)", views: $0 == 20 ? 37 : 3) }
        let svg = DashboardCharts.dailyLine(daily)
        for label in [">0</text>", ">25</text>", ">50</text>", ">views</text>"] {
            #expect(svg.contains(label), "\(label)")
        }
        #expect(svg.contains(">18 Nov</text>"), "the first day names its month")
        for day in 19...24 { #expect(svg.contains(">\(day)</text>"), "\(day)") }
        let month = DashboardCharts.dailyLine(
            ["2026-10-29", "2026-10-30", "2026-10-31", "2026-11-01"].map { .init(day: $0, views: 1) })
        #expect(month.contains(">29 Oct</text>") && month.contains(">1 Nov</text>"), "a new month is named")
        #expect(DashboardCharts.axisMaximum(for: 37) == 50 && DashboardCharts.axisMaximum(for: 7) == 10)
        #expect(DashboardCharts.axisMaximum(for: 0) == 2 && DashboardCharts.axisMaximum(for: 120) == 200)
    }

    @Test(
        "Given 30 days from 31 October, when the chart is drawn, then November is named on a label, not the one beside 31 Oct"
    )
    func monthNamedAfterTheLabelBeside() {
        // Given: a label every fourth day, the second of them (4 November) beside the first's month name.
        let days = ["2026-10-31"] + (1...29).map { "2026-11-" + ($0 < 10 ? "0\($0)" : "\($0)") }
        let daily = days.map { AnalyticsSummary.DailyViews(day: $0, views: 1) }

        // When
        let svg = DashboardCharts.dailyLine(daily)

        // Then
        #expect(svg.contains(">31 Oct</text>") && svg.contains(">4</text>"), "two long labels never meet")
        #expect(svg.contains(">8 Nov</text>"), "the new month is named on the next label")
        #expect(svg.contains(">12</text>"), "and only there")
        #expect(svg.contains("2026-11-04: 1 view</title>") && svg.contains(">30 screen views over 30 days;"))
        let one = DashboardCharts.dailyLine([.init(day: "2026-11-04", views: 1)])
        #expect(one.contains(">1 screen view over 1 day;"), "one of each is said in the singular")
    }

    @Test("the y axis's figures take at most four characters, so they fit left of it on a phone")
    func axisLabels() {
        #expect(
            [0, 25, 250, 2_500, 5_000, 10_000, 25_000, 250_000, 2_500_000, 500_000_000, 5_000_000_000].map(
                DashboardCharts.axisLabel) == [
                    "0", "25", "250", "2500", "5000", "10k", "25k", "250k", "2.5M", "500M", "5G",
                ])
        // The chart makes room for the widest.
        let big = DashboardCharts.dailyLine([.init(day: "2026-11-04", views: 180_000)])
        #expect(big.contains(">200k</text>") && big.contains(">100k</text>"))
        #expect(big.contains(#"x1="74.0""#), "the axis starts right of four characters and the gap before them")
        let small = DashboardCharts.dailyLine([.init(day: "2026-11-04", views: 30)])
        #expect(small.contains(#"x1="48.0""#), "two figures need no more than the first day's label does")
    }

    @Test(
        "Given a year, when its days are labelled, then five labels from its first day to its last each name their month"
    )
    func yearLabels() throws {
        // Given
        let days = try Self.days(from: "2025-12-01", count: 365)

        // When
        let labels = DashboardCharts.dayLabels(days)

        // Then: a label beside "1 Dec" saying "16" would be read as 16 December, not January.
        #expect(labels.map(\.text) == ["1 Dec", "2 Mar", "1 Jun", "31 Aug", "30 Nov"])
        #expect(labels.map(\.index) == [0, 91, 182, 273, 364])
    }

    @Test(
        "Given a period whose last day begins a month, when labelled, then that day gets no long label beside the one before"
    )
    func lastDayOfANewMonth() throws {
        // Given: 63 days, a label every eighth; the last day, 4 December, is six days past 28 November.
        let days = try Self.days(from: "2026-10-03", count: 63)

        // When
        let labels = DashboardCharts.dayLabels(days)

        // Then
        #expect(labels.map(\.text) == ["3 Oct", "11", "19", "27", "4 Nov", "12", "20", "28"])
        // And the same length ending on 29 November labels that day; four days past the label before, it would not be.
        let november = try Self.days(from: "2026-09-28", count: 63)
        #expect(DashboardCharts.dayLabels(november).last.map { [$0.text] } == ["29"])
        let close = try Self.days(from: "2026-09-30", count: 61)
        #expect(DashboardCharts.dayLabels(close).last.map { [$0.text] } == ["25"])
    }

    /// `count` days from `first`, as the summary gives them.
    private static func days(from first: String, count: Int) throws -> [String] {
        let start = try Date(first + "T00:00:00Z", strategy: .iso8601)
        return (0..<count).map {
            (start + Double($0) * 86_400).formatted(Date.ISO8601FormatStyle().year().month().day())
        }
    }

    @Test("the summary API's default period is the dashboard's: today and the six days before")
    func defaultPeriod() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let summary = try await client.call("/api/analytics/summary", token: admin).myBizDecoded(
                AnalyticsSummary.self)
            #expect(summary.daily.count == 7)
            let today = Date().formatted(Date.ISO8601FormatStyle().year().month().day())
            #expect(summary.daily.last?.day == today)
        }
    }

    @Test("Given the 26th of a month, then This month is the 1st to today, in UTC")
    func thisMonth() throws {
        let now = try #require(MyBizJSON.parse("2026-11-26T15:00:00Z"))
        let period = try DashboardPeriod.parse(["period": "month"], now: now)
        #expect(period.choice == .thisMonth && period.firstDay == "2026-11-01" && period.lastDay == "2026-11-26")
    }

    @Test("Given a custom period from a day that does not exist, then it is refused with a sentence, not rolled over")
    func impossibleDay() throws {
        let now = try #require(MyBizJSON.parse("2026-11-26T15:00:00Z"))
        #expect(throws: DashboardPeriod.Invalid.self) {
            try DashboardPeriod.parse(["period": "custom", "from": "2026-02-30", "to": "2026-03-05"], now: now)
        }
        let period = try DashboardPeriod.parse(
            ["period": "custom", "from": "2026-02-28", "to": "2026-03-05"], now: now)
        #expect(period.firstDay == "2026-02-28" && period.lastDay == "2026-03-05")
    }
}
