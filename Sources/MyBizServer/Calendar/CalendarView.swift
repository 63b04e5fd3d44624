import Foundation
import MyBizAPI
import WebPages

/// One line of the calendar.
struct CalendarEntry {
    let id: String
    let day: String
    let time: String?
    /// The time in UTC, as the entry's title says when the reader is elsewhere.
    let utcTime: String?
    let isoDate: String
    let name: String
    let type: String
    let isBirthday: Bool
    let place: String?

    /// `event` as read in `period`'s time zone: an all-day event keeps the date it was given.
    init(_ event: Event, in period: CalendarPeriod) {
        id = event.id.uuidString
        place = event.place
        let isAllDay = event.type.isAllDay
        day = period.format(CalendarView.day(of: event, in: period), "EEE d MMM")
        time = isAllDay ? nil : period.format(event.date, "HH:mm")
        let inUTC = CalendarView.isUTC(period.calendar.timeZone)
        utcTime = isAllDay || inUTC ? nil : PageText.time(event.date)
        isoDate = MyBizJSON.format(event.date)
        name = event.name
        type = event.type.label
        isBirthday = event.type == .birthday
    }
}

/// The calendar screen: a week or a month of the company's events and birthdays, grouped by day in
/// the reader's time zone, with the way to the period before and after, today, and any date.
struct CalendarView {
    /// One day with what happens on it.
    struct Day {
        let heading: String
        let isToday: Bool
        let entries: [CalendarEntry]
    }

    let frame: AppFrame
    /// The period's entries by day; days with nothing are left out.
    let days: [Day]
    let isEmpty: Bool
    let birthdays: [CalendarEntry]
    let birthdaysIsEmpty: Bool
    /// "This week" or "December 2026", and its days.
    let title: String
    let range: String
    let isMonth: Bool
    let previous: String
    let next: String
    let today: String
    let otherKind: String
    let otherKindLabel: String
    /// The first day shown, for the date field.
    let date: String
    /// The time zone the page was written in, which its script checks against the reader's.
    let zone: String
    let emptyTitle: String
    /// What the page says after a change ("The event is added.").
    let notice: String?

    /// How many birthdays after the period the screen lists.
    static let laterBirthdays = 5

    /// The start of the day after `now`'s (UTC), when the week shown moves on.
    static func nextDay(after now: Date) -> Date {
        let calendar = PageText.calendar
        let start = calendar.startOfDay(for: now)
        return calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
    }

    /// Whether `zone` is UTC by any of its names.
    static func isUTC(_ zone: TimeZone) -> Bool {
        ["UTC", "GMT", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Universal", "Zulu"].contains(zone.identifier)
    }

    /// The day `event` is on in `period`'s calendar: an all-day event (stored at a UTC midnight) is on
    /// the date it was given wherever the reader is; a timed one on the reader's day.
    static func day(of event: Event, in period: CalendarPeriod) -> Date {
        guard event.type.isAllDay, event.type != .birthday else { return period.calendar.startOfDay(for: event.date) }
        let given = PageText.calendar.dateComponents([.year, .month, .day], from: event.date)
        return period.calendar.date(from: given) ?? event.date
    }

    init(
        frame: AppFrame, events: [Event], employees: [Employee], now: Date, period: CalendarPeriod,
        notice: String? = nil
    ) {
        self.notice = notice
        self.frame = frame
        let calendar = period.calendar
        // All-day events are looked for a day either side: their UTC midnight may be the reader's day before.
        let widened = CompanyCalendar.entries(
            events: events, employees: employees, from: period.start.addingTimeInterval(-86_400),
            to: period.end.addingTimeInterval(86_400), calendar: calendar)
        let shown = widened.filter {
            let day = Self.day(of: $0, in: period)
            return day >= period.start && day < period.end
        }
        let today = calendar.startOfDay(for: now)
        days = Dictionary(grouping: shown) { Self.day(of: $0, in: period) }.sorted { $0.key < $1.key }.map {
            day, events in
            let isToday = day == today
            let heading = period.format(day, "EEE d MMM")
            return Day(
                heading: isToday ? "Today · \(heading)" : heading, isToday: isToday,
                entries: events.map { CalendarEntry($0, in: period) })
        }
        isEmpty = shown.isEmpty
        birthdays = CompanyCalendar.merge(events: [], employees: employees, from: period.end, calendar: calendar)
            .prefix(Self.laterBirthdays).map { CalendarEntry($0, in: period) }
        birthdaysIsEmpty = birthdays.isEmpty
        isMonth = period.kind == .month
        title = period.kind == .week && period.start == today ? "This week · \(period.title)" : period.title
        let zoneName = calendar.timeZone.identifier
        range = Self.isUTC(calendar.timeZone) ? "times in UTC" : "times in \(zoneName)"
        previous = period.previous
        next = period.next
        self.today = period.today(now: now)
        otherKind = period.otherKind
        otherKindLabel = isMonth ? "Week" : "Month"
        date = period.isoDay(period.start)
        zone = zoneName
        emptyTitle = isMonth ? "Nothing this month" : "Nothing these seven days"
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
