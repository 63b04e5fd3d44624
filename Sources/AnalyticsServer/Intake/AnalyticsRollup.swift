import Foundation
import MyBizAPI
import SQLKit

/// Analytics counted per UTC day beside the events, so a summary over weeks reads counted days
/// instead of every report:
/// - `analytics_daily_events`: reports per day, name and type;
/// - `analytics_daily_users`: screen views per day, screen and person — different people over
///   several days are counted from these rows, as a sum of per-day counts would count a person twice;
/// - `analytics_daily_shares`: screen views per day and device, system or app version.
///
/// A trigger on `analytics_events` (migration 113) adds every insert to them in the insert's own
/// statement, so they always agree with a count of the events, whoever writes them. Days are by
/// `recorded_date`, the time on the device, like every summary.
enum AnalyticsRollup {
    /// A report field the dashboard breaks screen views down by: its column in `analytics_events`.
    enum Dimension: String, CaseIterable {
        case device
        case os
        case appVersion = "app_version"
    }

    /// Where `countStatements` reads the events it counts.
    enum Source {
        /// The rows of a table (or PostgreSQL's transition table of a statement's inserted rows).
        case table(String)
        /// The row an SQLite row trigger runs for.
        case newRow
    }

    /// The statements adding `source`'s events to the three tables, a row created where a day has
    /// none yet. Rows go in key order, so two writers counting the same rows lock them in the same
    /// order and never deadlock.
    static func countStatements(from source: Source, postgres: Bool) -> [String] {
        let column: (String) -> String
        let counted: String
        switch source {
        case .table: (column, counted) = ({ $0 }, "COUNT(*)")
        case .newRow: (column, counted) = ({ "NEW.\($0)" }, "1")
        }
        let day = daySQL(of: column("recorded_date"), postgres: postgres)
        let screenViews = "\(column("type")) = '\(AnalyticsSummaryBuilder.screenViewType)'"
        func count(into table: String, key: [(name: String, value: String)], total: String, where condition: String)
            -> String
        {
            let names = key.map(\.name).joined(separator: ", ")
            let grouping: String
            switch source {
            case .table(let name):
                // Grouped by every key but a quoted literal (a dimension's name), by position.
                let places = key.indices.filter { !key[$0].value.hasPrefix("'") }.map { String($0 + 1) }
                    .joined(separator: ", ")
                grouping = " FROM \(name) WHERE \(condition) GROUP BY \(places) ORDER BY \(places)"
            case .newRow:
                grouping = " WHERE \(condition)"
            }
            // SQLite reads `ON` after a SELECT's WHERE as an upsert, not a join's condition.
            return """
                INSERT INTO \(table) (\(names), \(total)) SELECT \(key.map(\.value).joined(separator: ", ")), \(counted)\(grouping) \
                ON CONFLICT (\(names)) DO UPDATE SET \(total) = \(table).\(total) + excluded.\(total)
                """
        }
        return [
            count(
                into: "analytics_daily_events",
                key: [("day", day), ("name", column("name")), ("type", column("type"))], total: "total",
                where: "true"),
            count(
                into: "analytics_daily_users",
                key: [("day", day), ("name", column("name")), ("user_id", column("user_id"))], total: "views",
                where: screenViews),
        ]
            + Dimension.allCases.map { dimension in
                count(
                    into: "analytics_daily_shares",
                    key: [
                        ("dimension", "'\(dimension.rawValue)'"), ("day", day),
                        ("value", "COALESCE(\(column(dimension.rawValue)), '')"),
                    ],
                    total: "views", where: screenViews)
            }
    }

    /// `WHERE` for the events at the ends of `split`, of `type` when given; matches none when the
    /// period is whole days. Each end is found by its hours first, through
    /// `analytics_events_by_recorded_hour`, then by its exact times.
    static func edges(of split: AnalyticsRollupPeriod, type: String?) -> SQLQueryString {
        guard !split.edges.isEmpty else { return "WHERE 1 = 0" }
        let hour = hourSQL(of: "recorded_date")
        let ranges = split.edges.map { edge -> SQLQueryString in
            let first = hourSQL(of: "\(bind: edge.lowerBound)" as SQLQueryString)
            let last = hourSQL(of: "\(bind: edge.upperBound)" as SQLQueryString)
            return """
                (\(unsafeRaw: hour) >= \(first) AND \(unsafeRaw: hour) <= \(last) \
                AND recorded_date >= \(bind: edge.lowerBound) AND recorded_date < \(bind: edge.upperBound))
                """
        }
        var query: SQLQueryString = "WHERE (" + ranges.joined(separator: " OR ") + ")"
        if let type { query += " AND type = \(bind: type)" }
        return query
    }

    /// SQL for the hour of `column` (seconds since 1970) that `analytics_events_by_recorded_hour`
    /// indexes, the same text in both dialects. SQLite's cast truncates and PostgreSQL's rounds, but
    /// either never decreases as the time grows, which is all a search by hours needs: a time between
    /// two others has an hour between theirs.
    static func hourSQL(of column: String) -> String { hourCast.before + column + hourCast.after }

    /// `hourSQL(of:)` of a bound value.
    static func hourSQL(of value: SQLQueryString) -> SQLQueryString {
        SQLQueryString(hourCast.before) + value + SQLQueryString(hourCast.after)
    }

    private static let hourCast = (before: "CAST(", after: " / 3600 AS BIGINT)")

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
