import Foundation
import MyBizAPI

/// What a set of stored events adds to the daily counts kept beside them, so a summary over weeks
/// reads counted days instead of every report:
/// - `analytics_daily_events`: reports per UTC day, name and type;
/// - `analytics_daily_users`: screen views per day, screen and person — different people over
///   several days are counted from these rows, as a sum of per-day counts would count a person twice;
/// - `analytics_daily_shares`: screen views per day and device, system or app version.
///
/// They are written in the same transaction as the events, so they always agree with a count of the
/// events themselves. Days are by `recordedDate`, the time on the device, like every summary.
struct AnalyticsRollup: Equatable {
    struct EventKey: Hashable {
        let day: Int
        let name: String
        let type: String
    }

    struct UserKey: Hashable {
        let day: Int
        let name: String
        let user: String
    }

    struct ShareKey: Hashable {
        let day: Int
        let dimension: Dimension
        let value: String
    }

    /// A report field the dashboard breaks screen views down by: its column in `analytics_events`.
    enum Dimension: String, CaseIterable, Hashable {
        case device
        case os
        case appVersion = "app_version"
    }

    var events: [EventKey: Int] = [:]
    var users: [UserKey: Int] = [:]
    var shares: [ShareKey: Int] = [:]

    /// The counts `stored` adds.
    init(_ stored: [StoredAnalyticsEvent]) {
        for event in stored {
            let day = Self.day(of: event.recordedDate)
            events[EventKey(day: day, name: event.name, type: event.type), default: 0] += 1
            guard event.type == AnalyticsSummaryBuilder.screenViewType else { continue }
            users[UserKey(day: day, name: event.name, user: event.user.uuidString), default: 0] += 1
            for (dimension, value) in [
                (Dimension.device, event.device), (.os, event.os), (.appVersion, event.appVersion),
            ] {
                shares[ShareKey(day: day, dimension: dimension, value: value ?? ""), default: 0] += 1
            }
        }
    }

    /// The UTC day `date` falls on, as days since 1970-01-01 (negative before it).
    static func day(of date: Date) -> Int {
        Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
    }

    /// SQL for the UTC day of `column` (seconds since 1970), as `day(of:)` counts it: PostgreSQL's
    /// integer cast rounds and SQLite may lack `FLOOR`, so each floors in its own way.
    static func daySQL(of column: String, postgres: Bool) -> String {
        if postgres { return "CAST(FLOOR(\(column) / 86400) AS INTEGER)" }
        let truncated = "CAST(\(column) / 86400 AS INTEGER)"
        return
            "(CASE WHEN \(column) >= 0 OR \(truncated) * 86400 = \(column) THEN \(truncated) ELSE \(truncated) - 1 END)"
    }
}

/// A period split into the whole UTC days the daily counts answer for, and the instants at its ends,
/// outside a whole day, that the events themselves answer for.
struct AnalyticsRollupPeriod: Equatable {
    /// The whole days inside the period, in days since 1970.
    let days: Range<Int>
    /// At most two ranges of seconds since 1970: before the first whole day and after the last, or
    /// the whole period when no day is whole.
    let edges: [Range<Double>]

    init(_ period: Range<Date>) {
        let from = period.lowerBound.timeIntervalSince1970
        let to = period.upperBound.timeIntervalSince1970
        let first = Int((from / 86_400).rounded(.up))
        let last = Int((to / 86_400).rounded(.down))
        if first < last {
            days = first..<last
            edges = [from..<Double(first) * 86_400, Double(last) * 86_400..<to].filter { !$0.isEmpty }
        } else {
            days = 0..<0
            edges = from < to ? [from..<to] : []
        }
    }
}
