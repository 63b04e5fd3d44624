import Foundation
import MyBizAPI
import Testing

@Suite("AnalyticsReportRules: the contract's limits on a report, on AnalyticsLimits")
struct AnalyticsReportRulesTests {
    static let now = Date(timeIntervalSince1970: 1_795_339_800)

    static func report(name: String = "calendarShown", type: String = "screenView", device: String? = nil)
        -> AnalyticsReport
    {
        AnalyticsReport(name: name, recordedDate: now, type: type, device: device)
    }

    @Test(
        "each broken rule names its field, with the batch's index as the prefix",
        arguments: [
            (report(name: ""), "[2].name must be 1 to 40 letters, digits or underscores."),
            (
                report(name: String(repeating: "a", count: 41)),
                "[2].name must be 1 to 40 letters, digits or underscores."
            ),
            (report(name: "screen-view"), "[2].name must be 1 to 40 letters, digits or underscores."),
            (report(type: " "), "[2].type must be 1 to 40 characters."),
            (report(device: String(repeating: "d", count: 101)), "[2].device must be at most 100 characters."),
        ])
    func problems(report: AnalyticsReport, sentence: String) {
        #expect(AnalyticsReportRules.problem(in: report, now: Self.now, prefix: "[2].") == sentence)
    }

    @Test("a report within the limits passes; a batch over 500 is refused with its size")
    func valid() {
        #expect(
            AnalyticsReportRules.problem(in: Self.report(name: String(repeating: "a", count: 40)), now: Self.now) == nil
        )
        #expect(AnalyticsReportRules.batchProblem(count: 500) == nil)
        #expect(
            AnalyticsReportRules.batchProblem(count: 501) == "A batch may hold at most 500 reports; this one has 501.")
    }

    @Test(
        "Given text beyond ASCII, then lengths are counted in characters as a person sees them and blanks of any script are blank",
        arguments: [
            (report(name: "caf\u{E9}Shown"), false), (report(name: "\u{FF41}bc"), false),
            (report(name: "calendar\u{0301}"), false), (report(name: "Shown_2"), true),
            (report(type: ""), false), (report(type: "\u{3000}\u{2003}"), false), (report(type: "\r\n\t"), false),
            (report(type: "\u{0301}"), true), (report(type: " x"), true),
            (report(type: String(repeating: "\u{E9}", count: 40)), true),
            (report(type: String(repeating: "e\u{0301}", count: 40)), true),
            (report(type: String(repeating: "\r\n", count: 40) + "a"), false),
            (report(type: String(repeating: "\r\n", count: 39) + "a"), true),
            (report(type: String(repeating: "\u{E9}", count: 41)), false),
            (report(device: String(repeating: "\u{1F44D}\u{1F3FD}", count: 100)), true),
            (report(device: String(repeating: "\u{1F44D}", count: 101)), false),
            (report(device: String(repeating: "\r\n", count: 100)), true),
        ])
    func charactersNotBytes(report: AnalyticsReport, passes: Bool) {
        #expect((AnalyticsReportRules.problem(in: report, now: Self.now) == nil) == passes)
    }

    @Test("the five main screens' events are MainScreen's names")
    func screens() {
        #expect(
            MainScreen.allCases.map(\.eventName) == [
                "announcementsShown", "calendarShown", "orgChartShown", "purchasesShown", "settingShown",
            ])
    }
}
