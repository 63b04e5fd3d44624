import Foundation
import MyBizAPI
import WebPages

/// What the dashboard page shows, in the shape its template reads.
struct DashboardView {
    struct PeriodOption {
        let value: String
        let label: String
        let checked: Bool
    }

    /// One bar of the ranked list: a screen, its views and unique users, and the bars' lengths in
    /// steps of 5 % of the most viewed screen (CSS classes: pages carry no inline styles).
    struct RankedScreen {
        let label: String
        let views: Int
        let users: Int
        let viewsWidth: Int
        let usersWidth: Int
        /// "1 view", "3 views".
        let viewsText: String
        /// "1 unique user", "3 unique users".
        let usersText: String
    }

    /// A period the page was asked for and refused: why, and the days as typed, kept in the form
    /// to correct.
    struct RefusedPeriod {
        let reason: String
        /// Whether custom days were asked for.
        let custom: Bool
        let from: String
        let to: String
    }

    struct ScreenRow {
        let name: String
        /// The screen's label, or its name cut where it may wrap (`IdentifierParts`) when it has none.
        let labelParts: [String]
        let views: Int
        let users: Int
    }

    /// A row of the events table, its name and type cut where they may wrap.
    struct EventRow {
        let nameParts: [String]
        let typeParts: [String]
        let count: Int
    }

    /// The last row of a table that lists only the most used: how many more there are, and their
    /// views or reports in all.
    struct OtherRow {
        /// "1 more screen", "397 more events".
        let label: String
        let total: String

        init?(_ leftOut: AnalyticsSummary.LeftOut?, one: String, many: String) {
            guard let leftOut else { return nil }
            label = "\(PageText.grouped(Int64(leftOut.count))) more \(leftOut.count == 1 ? one : many)"
            total = PageText.grouped(Int64(leftOut.total))
        }
    }

    /// The company app's frame around the page: the tab bar, the account menu.
    let frame: AppFrame
    let periods: [PeriodOption]
    let firstDay: String
    let lastDay: String
    let periodText: String
    let error: String?
    /// The five main screens, most viewed first, as a bar list.
    let ranked: [RankedScreen]
    /// Different people who showed a screen in the last 30 minutes.
    let liveUsers: Int
    let liveUsersIsOne: Bool
    /// The query of the period shown, for the CSV export's link.
    let exportQuery: String
    let dailyChart: String
    let screens: [ScreenRow]
    let daily: [AnalyticsSummary.DailyViews]
    let events: [EventRow]
    /// The screens and events past the lists' last rows (`AnalyticsLimits`), summed up.
    let otherScreens: OtherRow?
    let otherEvents: OtherRow?
    let figures: [DashboardFigure]
    let breakdowns: [DashboardBreakdown]
    /// Whether nothing at all was reported in the period.
    let isEmpty: Bool

    init(
        frame: AppFrame, period: DashboardPeriod, summary: AnalyticsSummary, breakdown: AnalyticsBreakdown,
        previous: AnalyticsBreakdown, refused: RefusedPeriod?, liveUsers: Int
    ) {
        self.frame = frame
        self.liveUsers = liveUsers
        liveUsersIsOne = liveUsers == 1
        exportQuery =
            period.choice == .custom
            ? "period=custom&from=\(period.firstDay)&to=\(period.lastDay)" : "period=\(period.choice.rawValue)"
        let labels: [DashboardPeriod.Choice: String] = [
            .today: "Today", .week: "Last 7 days", .month: "Last 30 days", .thisMonth: "This month",
            .custom: "Custom",
        ]
        let chosen = refused?.custom == true ? .custom : period.choice
        periods = DashboardPeriod.Choice.allCases.map {
            PeriodOption(value: $0.rawValue, label: labels[$0] ?? $0.rawValue, checked: $0 == chosen)
        }
        firstDay = refused?.custom == true ? refused?.from ?? "" : period.firstDay
        lastDay = refused?.custom == true ? refused?.to ?? "" : period.lastDay
        let days =
            period.firstDay == period.lastDay
            ? "\(period.firstDay) (UTC)" : "\(period.firstDay) to \(period.lastDay) (UTC)"
        let shown = (labels[period.choice] ?? period.choice.rawValue).lowercased()
        periodText = refused == nil ? days : "Shown instead: the \(shown), \(days)"
        error = refused?.reason
        let main = summary.screens.filter { DashboardCharts.screenLabels[$0.name] != nil }
        let most = Double(max(main.map(\.views).max() ?? 0, 1))
        let step = { (value: Int) in Int((Double(value) / most * 20).rounded()) * 5 }
        ranked = main.map {
            RankedScreen(
                label: DashboardCharts.screenLabels[$0.name] ?? $0.name, views: $0.views, users: $0.users,
                viewsWidth: step($0.views), usersWidth: step($0.users),
                viewsText: "\($0.views) view\($0.views == 1 ? "" : "s")",
                usersText: "\($0.users) unique user\($0.users == 1 ? "" : "s")")
        }
        dailyChart = DashboardCharts.dailyLine(summary.daily)
        screens = summary.screens.map {
            ScreenRow(
                name: $0.name,
                labelParts: DashboardCharts.screenLabels[$0.name].map { [$0] } ?? IdentifierParts.of($0.name),
                views: $0.views, users: $0.users)
        }
        daily = summary.daily
        events = summary.events.map {
            EventRow(nameParts: IdentifierParts.of($0.name), typeParts: IdentifierParts.of($0.type), count: $0.count)
        }
        otherScreens = OtherRow(summary.otherScreens, one: "screen", many: "screens")
        otherEvents = OtherRow(summary.otherEvents, one: "event", many: "events")
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
