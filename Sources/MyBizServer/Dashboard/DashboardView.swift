import Foundation
import MyBizAPI
import ServerSupport
import WebPages

/// What the dashboard page shows, in the shape its template reads.
struct DashboardView {
    struct PeriodOption {
        let value: String
        let label: String
        let checked: Bool
    }

    struct ScreenRow {
        let name: String
        let label: String
        let views: Int
        let users: Int
    }

    /// The company app's frame around the page: the tab bar, the account menu.
    let frame: AppFrame
    let periods: [PeriodOption]
    let firstDay: String
    let lastDay: String
    let periodText: String
    let error: String?
    let screenChart: String
    let dailyChart: String
    let screens: [ScreenRow]
    let daily: [AnalyticsSummary.DailyViews]
    let events: [AnalyticsSummary.EventCount]
    let figures: [DashboardFigure]
    let breakdowns: [DashboardBreakdown]
    /// Whether nothing at all was reported in the period.
    let isEmpty: Bool

    init(
        frame: AppFrame, period: DashboardPeriod, summary: AnalyticsSummary, breakdown: AnalyticsBreakdown,
        previous: AnalyticsBreakdown, error: String?
    ) {
        self.frame = frame
        let labels: [DashboardPeriod.Choice: String] = [
            .today: "Today", .week: "Last 7 days", .month: "Last 30 days", .custom: "Custom",
        ]
        periods = DashboardPeriod.Choice.allCases.map {
            PeriodOption(value: $0.rawValue, label: labels[$0] ?? $0.rawValue, checked: $0 == period.choice)
        }
        firstDay = period.firstDay
        lastDay = period.lastDay
        periodText =
            period.firstDay == period.lastDay
            ? "\(period.firstDay) (UTC)" : "\(period.firstDay) to \(period.lastDay) (UTC)"
        self.error = error
        screenChart = DashboardCharts.screenBars(summary.screens)
        dailyChart = DashboardCharts.dailyLine(summary.daily)
        screens = summary.screens.map {
            ScreenRow(
                name: $0.name, label: DashboardCharts.screenLabels[$0.name] ?? $0.name, views: $0.views, users: $0.users
            )
        }
        daily = summary.daily
        events = summary.events
        figures = DashboardFigure.headline(breakdown, previous: previous, days: summary.daily.count)
        breakdowns = [
            DashboardBreakdown(id: "devices", title: "Device", shares: breakdown.devices, total: breakdown.views),
            DashboardBreakdown(
                id: "systems", title: "Operating system", shares: breakdown.systems, total: breakdown.views),
            DashboardBreakdown(
                id: "versions", title: "App version", shares: breakdown.versions, total: breakdown.views),
        ]
        isEmpty = breakdown.views == 0 && summary.events.isEmpty
    }
}
