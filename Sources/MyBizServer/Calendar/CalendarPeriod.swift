import Foundation
import WebPages

/// The stretch of days the calendar shows: a week from a day, or a month, in the reader's time zone —
/// read from the address (`?view=month&date=2027-01-15`), today's week when it says nothing.
struct CalendarPeriod: Equatable {
    enum Kind: String {
        case week, month
    }

    let kind: Kind
    /// The first moment shown, and the first after.
    let start: Date
    let end: Date
    /// The reader's calendar: Gregorian, in their time zone.
    let calendar: Calendar

    /// The period `view` and `date` name (a `yyyy-MM-dd` day), around `now` when they name none.
    init(view: String?, date: String?, now: Date, zone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        calendar.firstWeekday = 2
        self.calendar = calendar
        kind = Kind(rawValue: view ?? "") ?? .week
        let day = date.flatMap { Self.day($0, in: calendar) } ?? calendar.startOfDay(for: now)
        switch kind {
        case .week:
            start = day
            end = calendar.date(byAdding: .day, value: 7, to: day) ?? day
        case .month:
            let first = calendar.date(from: calendar.dateComponents([.year, .month], from: day)) ?? day
            start = first
            end = calendar.date(byAdding: .month, value: 1, to: first) ?? first
        }
    }

    /// The midnight in `calendar` of the `yyyy-MM-dd` day `text` names, years 1 to 9999; `nil` otherwise.
    private static func day(_ text: String, in calendar: Calendar) -> Date? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 3, let year = parts[0], let month = parts[1], let day = parts[2], (1...9999).contains(year)
        else { return nil }
        let components = DateComponents(year: year, month: month, day: day)
        guard components.isValidDate(in: calendar) else { return nil }
        return calendar.date(from: components)
    }

    /// The heading: "December 2026", or "Mon 7 Dec to Sun 13 Dec 2026".
    var title: String {
        switch kind {
        case .month:
            return format(start, "MMMM yyyy")
        case .week:
            let last = calendar.date(byAdding: .day, value: -1, to: end) ?? start
            return "\(format(start, "EEE d MMM")) to \(format(last, "EEE d MMM yyyy"))"
        }
    }

    /// The address of the period before and after this one, and of this kind of period around today.
    var previous: String { link(shifted: -1) }
    var next: String { link(shifted: 1) }
    func today(now: Date) -> String {
        "/app/calendar?view=\(kind.rawValue)&date=\(isoDay(calendar.startOfDay(for: now)))"
    }
    /// The same days as the other kind of period: the month of this week, the week from this month's first.
    var otherKind: String {
        "/app/calendar?view=\(kind == .week ? Kind.month.rawValue : Kind.week.rawValue)&date=\(isoDay(start))"
    }

    private func link(shifted by: Int) -> String {
        let moved =
            kind == .week
            ? calendar.date(byAdding: .day, value: 7 * by, to: start)
            : calendar.date(byAdding: .month, value: by, to: start)
        return "/app/calendar?view=\(kind.rawValue)&date=\(isoDay(moved ?? start))"
    }

    /// "2026-12-07", the day `date` is in the reader's calendar.
    func isoDay(_ date: Date) -> String { format(date, "yyyy-MM-dd", locale: "en_US_POSIX") }

    /// `date` written by `pattern` in the reader's time zone, in English.
    func format(_ date: Date, _ pattern: String, locale: String = "en_GB") -> String {
        DateFormatters.formatter(pattern, locale: locale, zone: calendar.timeZone).string(from: date)
    }
}
