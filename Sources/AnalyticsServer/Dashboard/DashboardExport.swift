import Foundation
import MyBizAPI

/// The dashboard's figures as CSV (RFC 4180): a `table` column says which of its tables a row is
/// from — `screens` (name, views, unique users), `daily` (day, views) or `events` (name, count). As
/// on the page, screens and events past the lists' last are one row each, with an empty name and
/// "Other: N screens" or "Other: N events" for a label.
enum DashboardExport {
    static func csv(_ summary: AnalyticsSummary) -> String {
        var rows = [["table", "name", "label", "views", "unique_users", "count"]]
        for screen in summary.screens {
            rows.append([
                "screens", screen.name, DashboardCharts.screenLabels[screen.name] ?? screen.name, "\(screen.views)",
                "\(screen.users)", "",
            ])
        }
        if let other = summary.otherScreens {
            rows.append(["screens", "", "Other: \(other.count) screens", "\(other.total)", "", ""])
        }
        for day in summary.daily { rows.append(["daily", day.day, "", "\(day.views)", "", ""]) }
        for event in summary.events { rows.append(["events", event.name, event.type, "", "", "\(event.count)"]) }
        if let other = summary.otherEvents {
            rows.append(["events", "", "Other: \(other.count) events", "", "", "\(other.total)"])
        }
        return rows.map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// The first characters that make a spreadsheet read a cell as a formula (OWASP's list: a tab or
    /// a carriage return before one hides it from a glance, and some programs trim them).
    private static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// A field quoted when it must be; one beginning as a formula does is kept from being read as one.
    private static func field(_ text: String) -> String {
        var value = text
        // By scalar: "\r\n" is one Character, which would not match "\r".
        if let first = value.unicodeScalars.first, formulaStarts.contains(first) { value = "'" + value }
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
