import Foundation
import Testing
import ToDoKit

@Suite("Due dates as people type them, and the quick-add line")
struct DueTextTests {
    /// Friday 27 November 2026, 10:00 in Seoul.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Seoul")!
        return calendar
    }()
    static let now = calendar.date(from: DateComponents(year: 2026, month: 11, day: 27, hour: 10))!

    static func at(_ day: Int, _ month: Int = 11, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: 2026, month: month, day: day, hour: hour, minute: minute))!
    }

    @Test(
        "Given a due date as typed, then it names the moment in the person's time zone",
        arguments: [
            ("today", at(27)), ("Tomorrow", at(28)), ("tomorrow 14:00", at(28, 11, 14)),
            ("tomorrow 9:30", at(28, 11, 9, 30)), ("2026-12-01", at(1, 12)), ("2026-12-01 14:00", at(1, 12, 14)),
            ("2026-12-01T14:00", at(1, 12, 14)), ("monday", at(30)), ("Saturday", at(28)), ("fri", at(4, 12)),
            ("friday 8:15", at(4, 12, 8, 15)),
        ])
    func dates(text: String, expected: Date) {
        #expect(DueText.date(from: text, now: Self.now, calendar: Self.calendar) == expected)
    }

    @Test(
        "Given text that is no date, then there is none",
        arguments: [
            "", "soon", "2026-02-30", "2026-13-01", "tomorrow 25:00", "tomorrow 14", "today at 9:00", "26-12-01",
        ])
    func notDates(text: String) {
        #expect(DueText.date(from: text, now: Self.now, calendar: Self.calendar) == nil)
    }
}
