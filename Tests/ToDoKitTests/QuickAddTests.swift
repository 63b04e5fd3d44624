import Foundation
import Testing
import ToDoKit

@Suite("The quick-add line understands dates, times, repeats, lists, priorities and labels, and drops nothing")
struct QuickAddTests {
    /// Friday 27 November 2026, 10:00 in Seoul.
    static let calendar = DueTextTests.calendar
    static let now = DueTextTests.now

    static func at(_ day: Int, _ month: Int = 11, _ hour: Int = 0, _ minute: Int = 0, year: Int = 2026) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    static func read(_ line: String) -> QuickAdd { QuickAdd.read(line, now: now, calendar: calendar) }

    @Test(
        "Given a line with a date and a time as people write them, then the title is what is left and the due date is that moment",
        arguments: [
            ("Meeting tomorrow 2pm", "Meeting", at(28, 11, 14)),
            ("Email Bob tomorrow at 5pm", "Email Bob", at(28, 11, 17)),
            ("Dentist friday 9am", "Dentist", at(4, 12, 9)),
            ("Lunch 14:00", "Lunch", at(27, 11, 14)),
            ("Breakfast 8:30", "Breakfast", at(28, 11, 8, 30)),
            ("Call mom in 3 days", "Call mom", at(30)),
            ("Plan the sprint next week", "Plan the sprint", at(30)),
            ("Pay rent next month", "Pay rent", at(1, 12)),
            ("Call Ann tomorrow about rent", "Call Ann about rent", at(28)),
            ("Gift for Mia dec 24", "Gift for Mia", at(24, 12)),
            ("Renew passport 3 feb", "Renew passport", at(3, 2, year: 2027)),
            ("Ship it at 5:30pm", "Ship it", at(27, 11, 17, 30)),
            ("Pay rent 2026-12-01 09:15", "Pay rent", at(1, 12, 9, 15)),
            ("Standup 9 am tomorrow", "Standup", at(28, 11, 9)),
            ("Lunch with Jo at noon", "Lunch with Jo", at(27, 11, 12)),
            ("Call 5:30 pm", "Call", at(27, 11, 17, 30)),
            ("Call at 5 pm", "Call", at(27, 11, 17)),
            ("Call tomorrow at 5 pm", "Call", at(28, 11, 17)),
            ("Leap day feb 29", "Leap day", at(29, 2, year: 2028)),
            ("Review fri 9am", "Review", at(4, 12, 9)),
        ])
    func dates(example: (String, String, Date)) {
        let read = Self.read(example.0)
        #expect(read.title == example.1)
        #expect(read.due == example.2)
        #expect(read.understood.map(\.kind) == [.due])
    }

    @Test("Given the issue's example, then it is a weekly, prioritised item in Health due Friday at 9:00")
    func everything() {
        let read = Self.read("Dentist friday 9am #health !2 every week @teeth @Teeth")
        #expect(read.title == "Dentist")
        #expect(read.due == Self.at(4, 12, 9))
        #expect(read.list == "health" && read.priority == 2 && read.labels == ["teeth"])
        #expect(read.recurrence == Recurrence(.week))
        #expect(read.understood.map(\.kind) == [.due, .list, .priority, .repeats, .label, .label])
        #expect(read.understood.first?.meaning == "Fri 4 Dec 2026, 09:00")
        #expect(read.understood[3].meaning == "Every week")
    }

    @Test(
        "Given a repeat, then it is read with its interval and weekday, and with no date its first day is the due date",
        arguments: [
            ("Water plants every! 3 days", Recurrence(.day, every: 3, fromCompletion: true), at(27)),
            ("Team sync every monday", Recurrence(.week, on: 2), at(30)),
            ("Team sync every monday 9am", Recurrence(.week, on: 2), at(30, 11, 9)),
            ("Review every 2 weeks", Recurrence(.week, every: 2), at(27)),
            ("Backup every other month", Recurrence(.month, every: 2), at(27)),
            ("Timesheet every weekday at 17:00", Recurrence(.weekday), at(27, 11, 17)),
            ("Vitamins daily 8:00", Recurrence(.day), at(28, 11, 8)),
            ("Taxes yearly", Recurrence(.year), at(27)),
        ])
    func repeats(example: (String, Recurrence, Date)) {
        let read = Self.read(example.0)
        #expect(read.recurrence == example.1)
        #expect(read.due == example.2)
        #expect(!read.title.contains("every") && !read.title.contains("daily"))
    }

    @Test(
        "Given words it cannot read, then they stay in the title as typed",
        arguments: [
            "Read chapter 14", "Buy 2 apples", "Meet at home", "Put it in a box", "Fix #", "Ping @", "Panic !5",
            "every now and then", "!1", "#work", "tomorrow", "Item #1 of 2", "Buy sun cream", "Fix sat nav",
            "Write weekly report", "Call Ann at 5pm, bring cake",
        ])
    func kept(line: String) {
        let read = Self.read(line)
        #expect(read.title == line)
        #expect(read.due == nil && read.list == nil && read.priority == nil && read.labels.isEmpty)
        #expect(read.understood.isEmpty)
    }

    @Test("Given two dates, two lists or two priorities, then the first is taken and the second stays in the title")
    func firstOfEach() {
        let read = Self.read("Move desk tomorrow friday #office #home !1 !3")
        #expect(read.due == Self.at(28) && read.list == "office" && read.priority == 1)
        #expect(read.title == "Move desk friday #home !3")
    }

    @Test("Given a repeat, then the next one is a step past the due date, a late one not piling up")
    func nextFromDue() {
        let weekly = Recurrence(.week)
        #expect(
            weekly.next(after: Self.at(4, 12, 9), doneAt: Self.at(4, 12, 10), calendar: Self.calendar)
                == Self.at(11, 12, 9))
        #expect(
            Recurrence(.day).next(after: Self.at(20), doneAt: Self.at(27, 11, 18), calendar: Self.calendar)
                == Self.at(28),
            "a daily item a week late is next due tomorrow, not seven times")
        #expect(
            Recurrence(.month).next(
                after: Self.at(31, 1, year: 2027), doneAt: Self.at(31, 1, year: 2027), calendar: Self.calendar)
                == Self.at(28, 2, year: 2027), "the month's last day when it has fewer")
        #expect(
            Recurrence(.weekday).next(after: Self.at(27), doneAt: Self.at(27), calendar: Self.calendar) == Self.at(30),
            "Friday's next working day is Monday")
        #expect(
            Recurrence(.week, every: 2, on: 2).next(after: Self.at(30), doneAt: Self.at(30), calendar: Self.calendar)
                == Self.at(14, 12))
        #expect(
            Recurrence(.year).next(after: Self.at(27), doneAt: Self.at(27), calendar: Self.calendar)
                == Self.at(27, 11, year: 2027))
    }

    @Test("Given a repeat counted from completion, then the next is a step past the day it was done, at the due time")
    func nextFromCompletion() {
        let rule = Recurrence(.day, every: 3, fromCompletion: true)
        #expect(
            rule.next(after: Self.at(20, 11, 8), doneAt: Self.at(27, 11, 18), calendar: Self.calendar)
                == Self.at(30, 11, 8))
        #expect(rule.next(after: nil, doneAt: Self.at(27, 11, 18), calendar: Self.calendar) == Self.at(30))
    }

    @Test("Given rules, then each reads back as typed and as a sentence")
    func words() {
        #expect(Recurrence(.week, on: 2).text == "every Monday")
        #expect(Recurrence(.day, every: 3, fromCompletion: true).text == "every! 3 days")
        #expect(
            Recurrence(.day, every: 3, fromCompletion: true).sentence == "Every 3 days, counted from when it is done")
        #expect(Recurrence(.weekday).sentence == "Every weekday")
        for rule in [
            Recurrence(.week, on: 2), Recurrence(.month, every: 2), Recurrence(.day, every: 3, fromCompletion: true),
            Recurrence(.week, every: 2, on: 6), Recurrence(.weekday), Recurrence(.year, every: 2),
        ] {
            #expect(Self.read("Do it \(rule.text)").recurrence == rule, "\(rule.text) reads back")
        }
    }

    @Test("Given a rule in JSON out of range, then it is refused naming the key")
    func decoding() throws {
        let good = try JSONDecoder().decode(
            Recurrence.self, from: Data(#"{"unit":"week","interval":2,"weekday":2}"#.utf8))
        #expect(good == Recurrence(.week, every: 2, on: 2))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Recurrence.self, from: Data(#"{"unit":"week","interval":0}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Recurrence.self, from: Data(#"{"unit":"fortnight"}"#.utf8))
        }
    }

    @Test("Given a repeat typed on its own, as the edit form takes it, then it is read with or without \"every\"")
    func repeatAlone() {
        #expect(QuickAdd.recurrence(from: "every 2 weeks") == Recurrence(.week, every: 2))
        #expect(QuickAdd.recurrence(from: " monday ") == Recurrence(.week, on: 2))
        #expect(QuickAdd.recurrence(from: "every! 3 days") == Recurrence(.day, every: 3, fromCompletion: true))
        #expect(QuickAdd.recurrence(from: "Monthly") == Recurrence(.month))
        #expect(QuickAdd.recurrence(from: "every 2 weeks on sunday") == Recurrence(.week, every: 2, on: 1))
        #expect(QuickAdd.recurrence(from: "every week and then some") == nil, "more than a repeat")
        #expect(QuickAdd.recurrence(from: "sometimes") == nil)
        #expect(QuickAdd.recurrence(from: "every monday 9am") == nil, "a time is the due date's, not the repeat's")
    }

    @Test("Given kinds told another way, then the line is not read for them and their words stay in the title")
    func leaving() {
        let read = QuickAdd.read(
            "Meet friday #home !1 @x", now: Self.now, calendar: Self.calendar, leaving: [.due, .list])
        #expect(read.title == "Meet friday #home" && read.due == nil && read.list == nil)
        #expect(read.priority == 1 && read.labels == ["x"])
    }

    @Test("Given a label twice, or a time after a repeat when one was said, then nothing typed is lost")
    func nothingLost() {
        let mum = Self.read("Call @Mum @mum")
        #expect(mum.title == "Call" && mum.labels == ["Mum"])
        #expect(mum.understood.map(\.words) == ["@Mum", "@mum"], "the second is understood as the first")
        let standup = Self.read("Standup 9am every day 10am")
        #expect(standup.title == "Standup 10am" && standup.recurrence == Recurrence(.day))
        #expect(standup.due == Self.at(28, 11, 9))
    }

    @Test(
        "Given a monthly item on the 31st, then it is on the month's last day when shorter and back on the 31st after")
    func monthEnds() {
        let monthly = Recurrence(.month)
        let january = Self.at(31, 1, year: 2027)
        #expect(
            monthly.next(after: january, doneAt: Self.at(1, 3, year: 2027), calendar: Self.calendar)
                == Self.at(31, 3, year: 2027))
        #expect(
            Recurrence(.year).next(
                after: Self.at(29, 2, year: 2028), doneAt: Self.at(1, 3, year: 2031), calendar: Self.calendar)
                == Self.at(29, 2, year: 2032), "a leap day's yearly item comes back on the leap day")
        #expect(
            Recurrence(.day).next(after: Self.at(1, 1, year: 1990), doneAt: Self.now, calendar: Self.calendar)
                == Self.at(28),
            "decades late, it is next due tomorrow")
    }
}
