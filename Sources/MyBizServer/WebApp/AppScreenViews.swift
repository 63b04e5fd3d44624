import Foundation
import MyBizAPI

/// What every screen of the company app shows around its content: who is logged in, the screen
/// it reports as shown, and the tokens its forms carry.
struct AppFrame {
    let username: String
    let csrf: String
    /// The `screenView` event's name, e.g. `calendarShown`; `nil` on a page within a screen (the
    /// new-order form), which is not counted again.
    let screen: String?
    /// The version the page reports, the server's.
    let appVersion: String
    let isAdmin: Bool
}

struct AnnouncementsView {
    let frame: AppFrame
    let announcements: [String]
    let isEmpty: Bool
}

/// One line of the calendar.
struct CalendarEntry {
    let day: String
    let time: String?
    let isoDate: String
    let name: String
    let type: String
    let isBirthday: Bool

    init(_ event: Event) {
        day = WebAppText.day(event.date)
        let isAllDay = event.type == .birthday || event.type == .holiday || event.type == .dayOff
        time = isAllDay ? nil : WebAppText.time(event.date)
        isoDate = ISO8601DateFormatter().string(from: event.date)
        name = event.name
        type = event.type.label
        isBirthday = event.type == .birthday
    }
}

struct CalendarView {
    let frame: AppFrame
    let week: [CalendarEntry]
    let weekIsEmpty: Bool
    let birthdays: [CalendarEntry]
    let birthdaysIsEmpty: Bool
    let range: String

    /// How many birthdays after this week the screen lists.
    static let laterBirthdays = 5

    /// The seven days from today's start, and the next birthdays after them.
    init(frame: AppFrame, events: [Event], employees: [Employee], now: Date) {
        let calendar = WebAppText.calendar
        let start = calendar.startOfDay(for: now)
        let end = calendar.date(byAdding: .day, value: 7, to: start) ?? start
        let merged = CompanyCalendar.merge(events: events, employees: employees, from: start, calendar: calendar)
        self.frame = frame
        week = merged.filter { $0.date < end }.map(CalendarEntry.init)
        weekIsEmpty = week.isEmpty
        birthdays = merged.filter { $0.date >= end && $0.type == .birthday }.prefix(Self.laterBirthdays)
            .map(CalendarEntry.init)
        birthdaysIsEmpty = birthdays.isEmpty
        let last = calendar.date(byAdding: .day, value: 6, to: start) ?? start
        range = "\(WebAppText.day(start)) to \(WebAppText.day(last)) (UTC)"
    }
}

/// A person in the org chart and the people who report to them. A class, so the tree can be built
/// from the chart's depth-first rows; every property is stored, as Mustache reads them by Mirror.
final class OrgNode {
    let name: String
    let location: String
    private(set) var reports: [OrgNode] = []
    private(set) var hasReports = false

    init(_ employee: Employee) {
        name = OrgChart.displayName(of: employee)
        location = employee.location
    }

    func add(_ report: OrgNode) {
        reports.append(report)
        hasReports = true
    }
}

struct OrgChartView {
    let frame: AppFrame
    let roots: [OrgNode]
    let isEmpty: Bool

    /// The chart's rows (depth first) as a tree of nodes.
    init(frame: AppFrame, employees: [Employee]) {
        var roots: [OrgNode] = []
        var path: [OrgNode] = []
        for row in OrgChart(employees: employees).rows {
            let node = OrgNode(row.employee)
            path = Array(path.prefix(row.depth))
            if let parent = path.last { parent.add(node) } else { roots.append(node) }
            path.append(node)
        }
        self.frame = frame
        self.roots = roots
        isEmpty = roots.isEmpty
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
