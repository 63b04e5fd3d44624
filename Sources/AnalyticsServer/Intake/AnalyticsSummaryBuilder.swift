import Foundation
import MyBizAPI

/// Turns raw usage into the summary the product owner reads: the five main screens always there,
/// most used first, and a day for every day of the period. Its lists stop at their most used
/// entries (`AnalyticsLimits.summaryScreens`, `.summaryEvents`) and sum up the rest, so whatever is
/// stored, a summary — and the dashboard drawn from it — stays small.
enum AnalyticsSummaryBuilder {
    /// The report type of a screen being shown.
    static let screenViewType = "screenView"
    /// The screens the product owner decides between.
    static let mainScreens = MainScreen.allCases.map(\.eventName)
    /// The longest period a summary covers.
    static let maxDays = 366

    /// The summary of `usage` over `period`.
    static func summary(_ usage: AnalyticsUsage, period: Range<Date>) -> AnalyticsSummary {
        var screens = usage.screens
        for name in mainScreens where !screens.contains(where: { $0.name == name }) {
            screens.append(AnalyticsSummary.ScreenUsage(name: name, views: 0, users: 0))
        }
        screens.sort { ($1.views, $1.users, $0.name) < ($0.views, $0.users, $1.name) }
        // The main screens stay whatever their rank; the others fill the places left.
        let room = AnalyticsLimits.summaryScreens - mainScreens.count
        let others = screens.filter { !mainScreens.contains($0.name) }
        let shown = Set(mainScreens + others.prefix(room).map(\.name))
        let left = others.dropFirst(room)
        let events = Array(
            usage.events.sorted { ($1.count, $0.name, $0.type) < ($0.count, $1.name, $1.type) }
                .prefix(AnalyticsLimits.summaryEvents))
        let unlistedPairs = max(0, usage.eventTotals.pairs - events.count)
        return AnalyticsSummary(
            from: period.lowerBound, to: period.upperBound, screens: screens.filter { shown.contains($0.name) },
            events: events,
            daily: days(in: period).enumerated().map { index, day in
                AnalyticsSummary.DailyViews(day: day, views: usage.viewsByDay[index] ?? 0)
            },
            otherScreens: left.isEmpty ? nil : .init(count: left.count, total: left.reduce(0) { $0 + $1.views }),
            otherEvents: unlistedPairs == 0
                ? nil
                : .init(count: unlistedPairs, total: usage.eventTotals.reports - events.reduce(0) { $0 + $1.count }))
    }

    /// The `count` calendar days (UTC) that end with `now`'s day: the dashboard's and the summary's
    /// default period is `lastDays(7, endingOn: now)`.
    static func lastDays(_ count: Int, endingOn now: Date) -> Range<Date> {
        let today = (now.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400
        return Date(
            timeIntervalSince1970: today - Double(count - 1) * 86_400)..<Date(timeIntervalSince1970: today + 86_400)
    }

    /// The period of the same length just before `period`, for comparisons.
    static func previous(_ period: Range<Date>) -> Range<Date> {
        period.lowerBound.addingTimeInterval(
            -period.upperBound.timeIntervalSince(period.lowerBound))..<period.lowerBound
    }

    /// The UTC days `period` touches, as `yyyy-MM-dd`.
    static func days(in period: Range<Date>) -> [String] {
        let first = (period.lowerBound.timeIntervalSince1970 / 86_400).rounded(.down)
        let last = (period.upperBound.timeIntervalSince1970 / 86_400).rounded(.up)
        guard last > first else { return [] }
        let style = Date.ISO8601FormatStyle().year().month().day()
        return (Int(first)..<Int(last)).map { style.format(Date(timeIntervalSince1970: Double($0) * 86_400)) }
    }
}
