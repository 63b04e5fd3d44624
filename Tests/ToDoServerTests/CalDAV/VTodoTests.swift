import Foundation
import ICalendar
import Testing
import ToDoKit

@testable import ToDoServer

@Suite("VTODO and the list's items: what a client wrote is kept, what changed here is written anew")
struct VTodoTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!

    private func todo(_ lines: [String]) throws -> ICalendarComponent {
        let text = (["BEGIN:VCALENDAR", "BEGIN:VTODO", "UID:1"] + lines + ["END:VTODO", "END:VCALENDAR"])
            .joined(separator: "\r\n")
        return try ICalendarParser.calendar(text).components("VTODO")[0]
    }

    @Test(
        "Given RRULEs, then those the list can hold are read as its repeats and written back the same; others are none",
        arguments: [
            ("FREQ=DAILY", Recurrence(.day)), ("FREQ=DAILY;INTERVAL=3", Recurrence(.day, every: 3)),
            ("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", Recurrence(.weekday)),
            ("FREQ=WEEKLY;BYDAY=TH", Recurrence(.week, on: 5)), ("FREQ=WEEKLY;INTERVAL=2", Recurrence(.week, every: 2)),
            ("FREQ=MONTHLY", Recurrence(.month)), ("FREQ=YEARLY;INTERVAL=2", Recurrence(.year, every: 2)),
        ])
    func rules(rule: String, recurrence: Recurrence) {
        #expect(VTodoFields.recurrence(rule: rule) == recurrence)
        #expect(VTodoFields.rule(recurrence) == rule)
    }

    @Test(
        "Given RRULEs the list cannot hold, then the item has no repeat",
        arguments: [
            "FREQ=WEEKLY;BYDAY=MO,WE", "FREQ=DAILY;COUNT=5", "FREQ=MONTHLY;BYMONTHDAY=-1", "FREQ=HOURLY", "nonsense",
        ])
    func otherRules(rule: String) {
        #expect(VTodoFields.recurrence(rule: rule) == nil)
    }

    @Test(
        "Given iCalendar priorities, then high, medium and low are the list's 1, 3 and 4, and ours go back as 1, 3, 5 and 9"
    )
    func priorities() {
        #expect([0, 1, 2, 3, 4, 5, 6, 9].map(VTodoFields.priority(fromICalendar:)) == [nil, 1, 1, 2, 2, 3, 4, 4])
        #expect((1...4).map(VTodoFields.iCalendarPriority) == [1, 3, 5, 9])
    }

    @Test(
        "Given a VTODO with an alarm before its start, a day's due date and a place, then the fields are read in the zone"
    )
    func reading() throws {
        let fields = try VTodoFields(
            todo([
                "SUMMARY:Pay rent", "DUE;VALUE=DATE:20261215", "DTSTART;TZID=Europe/Berlin:20261215T090000",
                "STATUS:COMPLETED", "CATEGORIES:home,money", "CATEGORIES:monthly", "LOCATION:Bank", "GEO:48.1;11.5",
                "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT30M", "END:VALARM",
            ]), zone: berlin)
        #expect(fields.title == "Pay rent")
        #expect(fields.dueDate == ICalendarTime.day(year: 2026, month: 12, day: 15).date(in: berlin))
        #expect(fields.isDone)
        #expect(fields.labels == ["home", "money", "monthly"])
        #expect(fields.location?.coordinate?.latitude == 48.1)
        #expect(fields.reminder == Date(timeIntervalSince1970: 1_797_319_800))  // 2026-12-15 07:30Z
    }

    @Test("Given an item changed here after a client wrote it, then only the changed properties are written anew")
    func keepsWhatStillHolds() throws {
        let kept = try ICalendarParser.calendar(
            [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Apple Inc.//iOS//EN", "BEGIN:VTODO", "UID:A-1",
                "DTSTAMP:20261201T090000Z", "SUMMARY:Call mum", "DUE;TZID=Europe/Berlin:20261210T180000",
                "X-APPLE-SORT-ORDER:7", "BEGIN:VALARM", "ACTION:AUDIO", "TRIGGER;RELATED=END:-PT5M", "END:VALARM",
                "END:VTODO", "END:VCALENDAR",
            ].joined(separator: "\r\n"))
        let fields = try VTodoFields(kept.components("VTODO")[0], zone: berlin)
        let item = try fields.item(id: UUID(), createdAt: Date(), list: nil)
        let writer = VTodoWriter(zone: berlin)
        let unchanged = writer.calendar(for: item, kept: kept)
        #expect(unchanged.components("VTODO") == kept.components("VTODO"))
        #expect(unchanged.components("VTIMEZONE").first?.property("TZID")?.value == "Europe/Berlin")
        let renamed = try ToDoItem(
            title: "Call mum and dad", dueDate: item.dueDate, id: item.id, createdAt: item.createdAt,
            reminder: item.reminder)
        let written = writer.calendar(for: renamed, kept: kept).components("VTODO")[0]
        #expect(written.property("SUMMARY")?.text == "Call mum and dad")
        #expect(written.property("DUE") == kept.components("VTODO")[0].property("DUE"))
        #expect(written.property("X-APPLE-SORT-ORDER")?.value == "7")
        #expect(written.components("VALARM") == kept.components("VTODO")[0].components("VALARM"))
    }

    @Test(
        "Given an item made on the page, then its VTODO has what strict readers need: UID, DTSTAMP, a whole-day DUE, and a VTIMEZONE for any TZID"
    )
    func fromThePage() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = berlin
        let day = try #require(calendar.date(from: DateComponents(year: 2026, month: 12, day: 24)))
        let item = try ToDoItem(title: "Wrap presents", dueDate: day, recurrence: Recurrence(.year))
        let written = VTodoWriter(zone: berlin).calendar(for: item, kept: nil)
        let todo = written.components("VTODO")[0]
        #expect(todo.property("UID")?.value == item.id.uuidString)
        #expect(todo.property("DTSTAMP") != nil)
        #expect(todo.property("DUE")?.value == "20261224")
        #expect(todo.property("DUE")?.parameter("VALUE") == "DATE")
        #expect(todo.property("RRULE")?.value == "FREQ=YEARLY")
        #expect(todo.property("DTSTART")?.value == "20261224")
        let timed = try ToDoItem(title: "Call", dueDate: day.addingTimeInterval(9 * 3_600))
        let zoned = VTodoWriter(zone: berlin).calendar(for: timed, kept: nil)
        #expect(zoned.components("VTODO")[0].property("DUE")?.parameter("TZID") == "Europe/Berlin")
        #expect(zoned.components("VTIMEZONE").first?.property("TZID")?.value == "Europe/Berlin")
    }

    @Test("Given Apple's placeholder alarm before a real one, then the real one is the reminder")
    func placeholderAlarm() throws {
        let fields = try VTodoFields(
            todo([
                "SUMMARY:Call", "DUE:20261210T090000Z", "BEGIN:VALARM", "ACTION:NONE",
                "TRIGGER;VALUE=DATE-TIME:19760401T005545Z", "X-APPLE-DEFAULT-ALARM:TRUE", "END:VALARM",
                "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER;RELATED=END:-PT10M", "END:VALARM",
            ]), zone: berlin)
        #expect(fields.reminder == Date(timeIntervalSince1970: 1_796_892_600))  // 2026-12-10 08:50Z
    }

    @Test("Given a repeating to-do whose due date moves on, then its DTSTART moves as far, in its own form")
    func startMovesWithDue() throws {
        let kept = try ICalendarParser.calendar(
            [
                "BEGIN:VCALENDAR", "BEGIN:VTODO", "UID:R-1", "DTSTAMP:20261201T090000Z", "SUMMARY:Water",
                "DTSTART;TZID=Europe/Berlin:20261210T083000", "DUE;TZID=Europe/Berlin:20261210T090000",
                "RRULE:FREQ=WEEKLY", "END:VTODO", "END:VCALENDAR",
            ].joined(separator: "\r\n"))
        let item = try VTodoFields(kept.components("VTODO")[0], zone: berlin).item(
            id: UUID(), createdAt: Date(), list: nil)
        let week = try ToDoItem(
            title: item.title, dueDate: item.dueDate?.addingTimeInterval(7 * 86_400), id: item.id,
            createdAt: item.createdAt, recurrence: item.recurrence)
        let todo = VTodoWriter(zone: berlin).calendar(for: week, kept: kept).components("VTODO")[0]
        #expect(todo.property("DUE")?.value == "20261217T090000")
        #expect(todo.property("DTSTART")?.value == "20261217T083000")
        #expect(todo.property("DTSTART")?.parameter("TZID") == "Europe/Berlin")
    }

    @Test("Given text with control characters, then the XML answer holds none and the iCalendar text drops them")
    func controlCharacters() {
        #expect(DAVMultistatus.escaped("a\u{1}b\u{1B}c\td") == "a\u{FFFD}b\u{FFFD}c\td")
        #expect(ICalendarText.escaped("a\u{1}b\u{7F}c\td") == "abc\td")
    }
}
