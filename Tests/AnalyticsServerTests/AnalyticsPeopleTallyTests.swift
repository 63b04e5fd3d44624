import MyBizAPI
import Testing

@testable import AnalyticsServer
@testable import MyBizServer

@Suite("Different people counted from lists of who viewed each screen, as SQL counts distinct texts")
struct AnalyticsPeopleTallyTests {
    private let ann = "8C2F3A4B-1D2E-4F50-8A6B-7C8D9E0F1A2B"
    private let bob = "00000000-0000-4000-8000-000000000042"

    @Test(
        "Given two days' lists of a screen and one of another, then a person is counted once per screen and once in all"
    )
    func countsEachPersonOnce() {
        // Given
        var tally = AnalyticsPeopleTally()
        tally.add(screen: "calendarShown", views: 3, people: "\(ann),\(bob)")
        tally.add(screen: "calendarShown", views: 5, people: ann)
        tally.add(screen: "settingShown", views: 1, people: bob)
        // Then
        #expect(
            tally.screens == [
                AnalyticsSummary.ScreenUsage(name: "calendarShown", views: 8, users: 2),
                AnalyticsSummary.ScreenUsage(name: "settingShown", views: 1, users: 1),
            ])
        #expect(tally.views == 9 && tally.people == 2)
    }

    @Test(
        "Given ids that differ only in case or in how an accent is encoded, then they are different people, as in SQL")
    func comparesBytes() {
        // Given the same id in upper and lower case, and "é" precomposed and decomposed
        var tally = AnalyticsPeopleTally()
        tally.add(screen: "s", views: 4, people: "\(ann),\(ann.lowercased()),caf\u{E9},cafe\u{301}")
        tally.add(screen: "s", views: 2, people: "\(ann.lowercased()),cafe\u{301}")
        // Then each spelling is its own person, as COUNT(DISTINCT user_id) counts them
        #expect(tally.people == 4)
        #expect(tally.screens == [AnalyticsSummary.ScreenUsage(name: "s", views: 6, users: 4)])
    }

    @Test("Given no lists, then nobody is counted")
    func empty() {
        let tally = AnalyticsPeopleTally()
        #expect(tally.people == 0 && tally.views == 0 && tally.screens.isEmpty)
    }
}
