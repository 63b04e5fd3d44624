import Foundation
import HTTPTypes
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import NIOCore
import ServerTestSupport
import Testing

@testable import AnalyticsServer
@testable import MyBizServer

@Suite("Whatever is stored, the summary and the dashboard list the most used screens and events and sum up the rest")
struct DashboardListCapTests {
    @Test(
        "Given 500 event types and 80 screens in a day, then the summary lists 100 and 50 and the page stays small",
        arguments: TestDatabase.available)
    func capped(database: TestDatabase) async throws {
        let unlimited = AnalyticsBudgetLimits(reportsPerMinute: 1_000_000, pairsPerDay: 1_000_000)
        try await MyBizApp.test(database: database, analyticsBudget: unlimited) { client, fixture in
            // Given, today, 500 types of one event (type t0 reported most) and 80 screens (s0 viewed most)
            let token = try await client.token(for: fixture.member)
            let now = Date()
            let events = (0..<500).map { index in
                AnalyticsReport(name: "tapped", recordedDate: now, type: "t\(index)", appVersion: "1")
            }
            let views = (0..<80).flatMap { index in
                Array(
                    repeating: AnalyticsReport(
                        name: "s\(index)", recordedDate: now, type: "screenView", appVersion: "1"),
                    count: index == 0 ? 3 : 1)
            }
            let extra = [AnalyticsReport(name: "tapped", recordedDate: now, type: "t0", appVersion: "1")]
            for batch in [events, views, extra] {
                #expect(try await client.call(MyBizPath.analyticsBatch, token: token, body: batch).status == .ok)
            }
            // When the summary is read
            let admin = try await client.token(for: fixture.admin)
            let summary = try await client.call(MyBizPath.analyticsSummary, token: admin)
                .myBizDecoded(AnalyticsSummary.self)
            // Then it lists 100 of the 580 pairs, the most reported first, and sums up the other 480
            #expect(summary.events.count == 100)
            #expect(
                summary.events.prefix(2) == [
                    .init(name: "s0", type: "screenView", count: 3), .init(name: "tapped", type: "t0", count: 2),
                ])
            #expect(summary.otherEvents == .init(count: 480, total: 480))
            // And 50 screens — the five main ones among them, though none was viewed — the rest summed up
            #expect(summary.screens.count == 50 && summary.screens[0].name == "s0")
            #expect(MainScreen.allCases.allSatisfy { main in summary.screens.contains { $0.name == main.eventName } })
            #expect(summary.otherScreens == .init(count: 35, total: 35))
            // And the dashboard shows the same, in well under 200 KB
            let page = try await MyBizApp.signedIn(client, fixture.admin).get("/dashboard?period=today")
            #expect(page.status == .ok && page.body.readableBytes < 200_000, "\(page.body.readableBytes) bytes")
            #expect(page.text.contains("35 more screens") && page.text.contains("480 more events"))
        }
    }
}
