import Foundation

/// The Calendar screen's rule, shared by the app and the server's pages: the company's events merged
/// with every employee's next birthday, by date.
public enum CompanyCalendar {
    /// The events from the start of `from`'s day on, and each employee's next birthday on or after
    /// that day, by date (then name).
    public static func merge(events: [Event], employees: [Employee], from: Date, calendar: Calendar) -> [Event] {
        let birthdays = employees.compactMap { employee -> Event? in
            guard let date = nextBirthday(of: employee, from: from, calendar: calendar) else { return nil }
            return Event(
                id: employee.id, name: OrgChart.displayName(of: employee), date: date, type: .birthday,
                duration: 86_400)
        }
        return (events.filter { $0.date >= calendar.startOfDay(for: from) } + birthdays)
            .sorted { ($0.date, $0.name) < ($1.date, $1.name) }
    }

    /// The events that start in `[from, to)` and every birthday that falls on a day of it (at that
    /// day's midnight in `calendar`'s time zone), sorted by time then name — the company's calendar
    /// for any week or month, in any year.
    public static func entries(
        events: [Event], employees: [Employee], from: Date, to: Date, calendar: Calendar
    ) -> [Event] {
        let firstYear = calendar.component(.year, from: from)
        let lastYear = calendar.component(.year, from: to)
        let birthdays = employees.flatMap { employee -> [Event] in
            guard let (month, day) = birthday(of: employee) else { return [] }
            return (firstYear...max(firstYear, lastYear)).compactMap { year in
                guard let date = birthday(month: month, day: day, year: year, calendar: calendar),
                    date >= from, date < to
                else { return nil }
                return Event(
                    id: employee.id, name: OrgChart.displayName(of: employee), date: date, type: .birthday,
                    duration: 86_400)
            }
        }
        return (events.filter { $0.date >= from && $0.date < to } + birthdays)
            .sorted { ($0.date, $0.name) < ($1.date, $1.name) }
    }

    /// Midnight of the first `MM-dd` birthday on or after `from`'s day; 29 February falls on
    /// 28 February in other years. `nil` without a readable birthday.
    public static func nextBirthday(of employee: Employee, from: Date, calendar: Calendar) -> Date? {
        guard let (month, day) = birthday(of: employee) else { return nil }
        let today = calendar.startOfDay(for: from)
        let thisYear = calendar.component(.year, from: today)
        for year in thisYear...(thisYear + 1) {
            guard let date = birthday(month: month, day: day, year: year, calendar: calendar) else {
                return nil
            }
            if date >= today { return date }
        }
        return nil
    }

    /// The month and day of `employee`'s birthday (`MM-dd-yyyy`), when it is readable.
    public static func birthday(of employee: Employee) -> (month: Int, day: Int)? {
        guard let text = employee.birthday else { return nil }
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[0]), (1...31).contains(parts[1]) else { return nil }
        return (parts[0], parts[1])
    }

    private static func birthday(month: Int, day: Int, year: Int, calendar: Calendar) -> Date? {
        let components = DateComponents(year: year, month: month, day: day)
        if components.isValidDate(in: calendar) { return calendar.date(from: components) }
        guard month == 2, day == 29 else { return nil }
        return calendar.date(from: DateComponents(year: year, month: 2, day: 28))
    }
}
