import Foundation
import ICalendar
import MyBizAPI
import WebPages

/// The company's calendar as iCalendar (RFC 5545) for one person: events with their place, length
/// and the person's answer, timed ones in the person's zone with its VTIMEZONE, all-day ones as
/// dates; birthdays as yearly all-day events; cancelled events kept under their UID as cancelled.
struct CalendarFeed: Sendable {
    /// The zone timed events are written in.
    let zone: TimeZone
    /// The moment the feed is made; `DTSTAMP` of what never changed is its day.
    let now: Date
    /// The address of an event's page, when the server knows its own.
    let eventLink: @Sendable (UUID) -> String?

    /// How long a subscribed calendar should wait before asking again.
    static let refreshInterval = "PT1H"
    /// How long after its cancellation a cancelled event stays in the feeds.
    static let cancelledKept: TimeInterval = 30 * 86_400
    /// The year birthdays are counted from: a leap year, so 29 February has a first day, and no one's
    /// real year of birth.
    static let birthdayYear = 2000

    /// The whole feed: `events` with `answers` (by event id), and `employees`' birthdays.
    func calendar(
        named name: String, events: [FeedEvent], employees: [Employee], answers: [UUID: FeedAnswer]
    ) -> ICalendarComponent {
        var calendar = Self.calendarShell(name: name, zone: zone)
        calendar.properties += [
            ICalendarProperty(
                "REFRESH-INTERVAL", value: Self.refreshInterval, parameters: [ICalendarParameter("VALUE", "DURATION")]),
            ICalendarProperty("X-PUBLISHED-TTL", value: Self.refreshInterval),
        ]
        calendar.components += timeZones(for: events.map(\.event))
        calendar.components += events.map { component(for: $0, answer: answers[$0.event.id]) }
        calendar.components += employees.compactMap(birthday(of:))
        return calendar
    }

    /// One event alone, as its download holds it.
    func calendar(for event: FeedEvent, answer: FeedAnswer?) -> ICalendarComponent {
        var calendar = Self.calendarShell(name: event.event.name, zone: zone)
        calendar.components += timeZones(for: [event.event])
        calendar.components.append(component(for: event, answer: answer))
        return calendar
    }

    private static func calendarShell(name: String, zone: TimeZone) -> ICalendarComponent {
        ICalendarComponent(
            "VCALENDAR",
            properties: [
                ICalendarProperty("VERSION", value: "2.0"),
                ICalendarProperty("PRODID", value: "-//MyBiz//Company calendar//EN"),
                ICalendarProperty("CALSCALE", value: "GREGORIAN"),
                ICalendarProperty("METHOD", value: "PUBLISH"),
                ICalendarProperty("NAME", text: name),
                ICalendarProperty("X-WR-CALNAME", text: name),
                ICalendarProperty("X-WR-TIMEZONE", value: ReaderTimeZone.name(of: zone)),
            ])
    }

    /// The VTIMEZONE the timed events need, covering them; none in UTC.
    private func timeZones(for events: [Event]) -> [ICalendarComponent] {
        guard !isUTC else { return [] }
        let timed = events.filter { !$0.type.isAllDay }
        guard let first = timed.map(\.date).min(),
            let last = timed.map({ $0.date.addingTimeInterval($0.duration) }).max()
        else { return [] }
        return [
            ICalendarTimeZone.component(
                for: zone, from: first.addingTimeInterval(-86_400), to: last.addingTimeInterval(86_400))
        ]
    }

    private var isUTC: Bool { zone.identifier == "UTC" || zone.identifier == "GMT" }

    /// The `DTSTAMP` of what has no date of change: the start of the feed's day, so the feed stays
    /// byte for byte the same while nothing changes that day.
    private var dayStamp: Date { Self.utc.startOfDay(for: now) }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    func component(for entry: FeedEvent, answer given: FeedAnswer?) -> ICalendarComponent {
        let event = entry.event
        let answer = given?.answer
        // An answer changes how the event shows, so it dates the event's last change too: importers
        // take an event again only when its LAST-MODIFIED moved on.
        let changed = [entry.cancelledAt ?? entry.modifiedAt, given?.answeredAt].compactMap { $0 }.max()
        var properties = [
            ICalendarProperty("UID", value: event.id.uuidString),
            ICalendarProperty("DTSTAMP", value: ICalendarTime.utc(changed ?? dayStamp)),
            ICalendarProperty("SEQUENCE", value: String(entry.sequence)),
        ]
        if let changed {
            properties.append(ICalendarProperty("LAST-MODIFIED", value: ICalendarTime.utc(changed)))
        }

        properties.append(ICalendarProperty("SUMMARY", text: event.name))
        if event.type.isAllDay {
            // An all-day event is stored at the UTC midnight of the day it was given.
            let start = Self.utc.startOfDay(for: event.date)
            let days = max(1, Int((event.duration / 86_400).rounded(.up)))
            let end = Self.utc.date(byAdding: .day, value: days, to: start) ?? start
            properties.append(ICalendarTime.property("DTSTART", start, isDay: true, in: Self.utc.timeZone))
            properties.append(ICalendarTime.property("DTEND", end, isDay: true, in: Self.utc.timeZone))
        } else {
            properties.append(ICalendarTime.property("DTSTART", event.date, in: zone))
            properties.append(ICalendarTime.property("DTEND", event.date.addingTimeInterval(event.duration), in: zone))
        }
        if let place = event.place, !place.isEmpty { properties.append(ICalendarProperty("LOCATION", text: place)) }
        properties.append(ICalendarProperty("CATEGORIES", text: event.type.label))
        let status = entry.cancelledAt != nil ? "CANCELLED" : (answer == .maybe ? "TENTATIVE" : "CONFIRMED")
        properties.append(ICalendarProperty("STATUS", value: status))
        let free = event.type.isAllDay || answer == .notGoing || entry.cancelledAt != nil
        properties.append(ICalendarProperty("TRANSP", value: free ? "TRANSPARENT" : "OPAQUE"))
        var description = [event.type.label + "."]
        if entry.cancelledAt != nil { description.append("This event is cancelled.") }
        if let answer {
            description.append("Your answer: \(answer.label).")
            properties.append(ICalendarProperty("X-MYBIZ-ANSWER", value: answer.rawValue))
        }
        let link = eventLink(event.id)
        if let link, entry.cancelledAt == nil { description.append(link) }
        properties.append(ICalendarProperty("DESCRIPTION", text: description.joined(separator: "\n")))
        if let link, entry.cancelledAt == nil { properties.append(ICalendarProperty("URL", value: link)) }
        return ICalendarComponent("VEVENT", properties: properties)
    }

    /// `employee`'s birthday every year, as an all-day event; `nil` without a readable one.
    func birthday(of employee: Employee) -> ICalendarComponent? {
        guard let (month, day) = CompanyCalendar.birthday(of: employee),
            let start = Self.utc.date(from: DateComponents(year: Self.birthdayYear, month: month, day: day)),
            Self.utc.component(.day, from: start) == day,
            let end = Self.utc.date(byAdding: .day, value: 1, to: start)
        else { return nil }
        // 29 February falls on the last day of February in other years, as the calendar screen has it.
        let rule = month == 2 && day == 29 ? "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1" : "FREQ=YEARLY"
        return ICalendarComponent(
            "VEVENT",
            properties: [
                ICalendarProperty("UID", value: "birthday-\(employee.id.uuidString)"),
                ICalendarProperty("DTSTAMP", value: ICalendarTime.utc(dayStamp)),
                ICalendarProperty("SUMMARY", text: "\(OrgChart.displayName(of: employee))’s birthday"),
                ICalendarTime.property("DTSTART", start, isDay: true, in: Self.utc.timeZone),
                ICalendarTime.property("DTEND", end, isDay: true, in: Self.utc.timeZone),
                ICalendarProperty("RRULE", value: rule),
                ICalendarProperty("CATEGORIES", text: EventType.birthday.label),
                ICalendarProperty("TRANSP", value: "TRANSPARENT"),
            ])
    }
}
