import Foundation
import WebPages

/// The dashboard's headline figures — screen views, people, screens used — each with its change
/// against the period of the same length just before.
struct DashboardFigure {
    let label: String
    let value: String
    let change: String
    /// `up`, `down` or `same`, for the change's colour.
    let direction: String

    /// The three figures of `current` against `previous`.
    static func headline(_ current: AnalyticsBreakdown, previous: AnalyticsBreakdown, days: Int) -> [DashboardFigure] {
        let before = days == 1 ? "the day before" : "the \(days) days before"
        return [
            DashboardFigure("Screen views", current.views, previous.views, before),
            DashboardFigure("People", current.users, previous.users, before),
            DashboardFigure("Screens used", current.screens, previous.screens, before),
        ]
    }

    private init(_ label: String, _ value: Int, _ previous: Int, _ before: String) {
        self.label = label
        self.value = Self.grouped(value)
        let difference = value - previous
        direction = difference > 0 ? "up" : difference < 0 ? "down" : "same"
        switch (difference, previous) {
        case (0, _): change = "no change from \(before)"
        case (_, 0): change = "+\(Self.grouped(difference)) (none \(before))"
        default:
            let percent = Int((Double(abs(difference)) / Double(previous) * 100).rounded())
            let sign = difference > 0 ? "+" : "−"
            let share = percent == 0 ? "under 1 %" : "\(sign)\(Self.grouped(percent)) %"
            change = "\(sign)\(Self.grouped(abs(difference))) (\(share)) from \(before)"
        }
    }

    static func grouped(_ value: Int) -> String {
        PageText.grouped(Int64(value))
    }
}

/// Screen views by one field of the reports: device, OS or app version.
struct DashboardBreakdown {
    struct Row {
        let value: String
        let views: String
        let share: String
    }

    let id: String
    let title: String
    /// The title inside a sentence: "Screen views by operating system".
    let noun: String
    let rows: [Row]
    let isEmpty: Bool

    init(id: String, title: String, shares: [AnalyticsBreakdown.Share], total: Int) {
        self.id = id
        self.title = title
        noun = title.lowercased()
        rows = shares.map { share in
            Row(
                value: share.value.isEmpty ? "Not reported" : share.value,
                views: DashboardFigure.grouped(share.views),
                share: total == 0 ? "" : "\(Int((Double(share.views) / Double(total) * 100).rounded())) %")
        }
        isEmpty = shares.isEmpty
    }
}
