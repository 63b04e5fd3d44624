import Foundation
import MyBizAPI
import WebPages

/// One line of the calendar.
struct CalendarEntry {
    let id: String
    let day: String
    let time: String?
    let isoDate: String
    let name: String
    let type: String
    let isBirthday: Bool
    let place: String?

    init(_ event: Event) {
        id = event.id.uuidString
        place = event.place
        day = PageText.day(event.date)
        let isAllDay = event.type.isAllDay
        time = isAllDay ? nil : PageText.time(event.date)
        isoDate = MyBizJSON.format(event.date)
        name = event.name
        type = event.type.label
        isBirthday = event.type == .birthday
    }
}

struct CalendarView {
    /// One day of the week with what happens on it.
    struct Day {
        let heading: String
        let isToday: Bool
        let entries: [CalendarEntry]
    }

    let frame: AppFrame
    let week: [CalendarEntry]
    /// The week's entries by day, today first; days with nothing are left out.
    let days: [Day]
    let weekIsEmpty: Bool
    let birthdays: [CalendarEntry]
    let birthdaysIsEmpty: Bool
    let range: String
    /// What the page says after a change ("The event is added.").
    let notice: String?

    /// How many birthdays after this week the screen lists.
    static let laterBirthdays = 5

    /// The start of the day after `now`'s (UTC), when the week shown moves on.
    static func nextDay(after now: Date) -> Date {
        let calendar = PageText.calendar
        let start = calendar.startOfDay(for: now)
        return calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
    }

    /// The seven days from today's start, and the next birthdays after them.
    init(frame: AppFrame, events: [Event], employees: [Employee], now: Date, notice: String? = nil) {
        self.notice = notice
        let calendar = PageText.calendar
        let start = calendar.startOfDay(for: now)
        let end = calendar.date(byAdding: .day, value: 7, to: start) ?? start
        let merged = CompanyCalendar.merge(events: events, employees: employees, from: start, calendar: calendar)
        self.frame = frame
        let thisWeek = merged.filter { $0.date < end }
        week = thisWeek.map(CalendarEntry.init)
        days = Dictionary(grouping: thisWeek) { calendar.startOfDay(for: $0.date) }.sorted { $0.key < $1.key }.map {
            day, events in
            let isToday = day == start
            return Day(
                heading: isToday ? "Today · \(PageText.day(day))" : PageText.day(day), isToday: isToday,
                entries: events.map(CalendarEntry.init))
        }
        weekIsEmpty = week.isEmpty
        birthdays = merged.filter { $0.date >= end && $0.type == .birthday }.prefix(Self.laterBirthdays)
            .map(CalendarEntry.init)
        birthdaysIsEmpty = birthdays.isEmpty
        let last = calendar.date(byAdding: .day, value: 6, to: start) ?? start
        range = "\(PageText.day(start)) to \(PageText.day(last)) (UTC)"
    }
}

extension EventType {
    /// The type as the calendar names it.
    var label: String {
        switch self {
        case .meeting: "Meeting"
        case .appointment: "Appointment"
        case .holiday: "Holiday"
        case .dayOff: "Day off"
        case .birthday: "Birthday"
        }
    }
}
