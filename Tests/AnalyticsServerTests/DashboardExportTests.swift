import Foundation
import MyBizAPI
import Testing

@testable import AnalyticsServer
@testable import MyBizServer

@Suite("The dashboard's CSV export keeps a spreadsheet from reading a cell as a formula")
struct DashboardExportTests {
    @Test(
        "Given an event type that begins with a formula's first character, then its cell begins with an apostrophe",
        arguments: ["=1+1", "+1", "-1", "@SUM(A1)", "\tcmd", "\rcmd", "\r\n=cmd"])
    func neutralised(type: String) throws {
        // Given a summary whose only event has that type
        let summary = AnalyticsSummary(
            from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 86_400), screens: [],
            events: [AnalyticsSummary.EventCount(name: "tapped", type: type, count: 1)], daily: [])
        // When it is exported
        let csv = DashboardExport.csv(summary)
        // Then the type's cell starts with an apostrophe (inside its quotes when it is quoted)
        let row = try #require(csv.components(separatedBy: "events,tapped,").last)
        #expect(row.hasPrefix("'") || row.hasPrefix("\"'"), "\(row.debugDescription)")
    }

    @Test("Given an ordinary event type, then its cell is as it was")
    func ordinary() {
        let summary = AnalyticsSummary(
            from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 86_400), screens: [],
            events: [AnalyticsSummary.EventCount(name: "tapped", type: "button Tap", count: 2)], daily: [])
        #expect(DashboardExport.csv(summary).contains("\r\nevents,tapped,button Tap,,,2\r\n"))
    }
}
