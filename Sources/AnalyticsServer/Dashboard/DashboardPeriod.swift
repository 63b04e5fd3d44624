import Foundation
import MyBizAPI

/// The period the dashboard shows: today, the last 7 or 30 days (today included), this month so
/// far, or custom days.
/// Days are UTC, like the summary endpoint's, so both give the same numbers for the same days.
struct DashboardPeriod: Equatable {
    /// The choices of the period picker.
    enum Choice: String, CaseIterable {
        case today
        case week = "7d"
        case month = "30d"
        case thisMonth = "month"
        case custom
    }

    let choice: Choice
    /// The instants covered: from the first day's start to the last day's end.
    let range: Range<Date>

    /// The first day, `yyyy-MM-dd`.
    var firstDay: String { Self.dayStyle.format(range.lowerBound) }
    /// The last day, `yyyy-MM-dd`.
    var lastDay: String { Self.dayStyle.format(range.upperBound.addingTimeInterval(-86_400)) }

    /// Why a custom period was not taken.
    struct Invalid: Error, Equatable {
        let reason: String
    }

    /// The period a query asks for (`period=today|7d|30d|month|custom`, with `from` and `to` days for
    /// custom); the last 7 days when it names none.
    static func parse(_ query: [String: String], now: Date) throws(Invalid) -> DashboardPeriod {
        func lastDays(_ count: Int, _ choice: Choice) -> DashboardPeriod {
            DashboardPeriod(choice: choice, range: AnalyticsSummaryBuilder.lastDays(count, endingOn: now))
        }
        switch query["period"].flatMap(Choice.init(rawValue:)) ?? (query["period"] == nil ? .week : nil) {
        case .today: return lastDays(1, .today)
        case .week: return lastDays(7, .week)
        case .month: return lastDays(30, .month)
        case .thisMonth:
            let today = AnalyticsSummaryBuilder.lastDays(1, endingOn: now)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let first = calendar.dateInterval(of: .month, for: now)?.start ?? today.lowerBound
            return DashboardPeriod(choice: .thisMonth, range: first..<today.upperBound)
        case .custom:
            guard let fromText = query["from"], let from = MyBizJSON.day(fromText) else {
                throw Invalid(reason: "Choose the first day of the period, such as 2026-11-01.")
            }
            guard let toText = query["to"], let to = MyBizJSON.day(toText) else {
                throw Invalid(reason: "Choose the last day of the period, such as 2026-11-22.")
            }
            guard from <= to else { throw Invalid(reason: "The first day must not be after the last day.") }
            let end = to.addingTimeInterval(86_400)
            guard end.timeIntervalSince(from) <= Double(AnalyticsSummaryBuilder.maxDays) * 86_400 else {
                throw Invalid(reason: "A period covers at most \(AnalyticsSummaryBuilder.maxDays) days.")
            }
            return DashboardPeriod(choice: .custom, range: from..<end)
        case nil:
            throw Invalid(reason: "The period must be today, 7d, 30d, month or custom.")
        }
    }

    private static var dayStyle: Date.ISO8601FormatStyle { Date.ISO8601FormatStyle().year().month().day() }
}
