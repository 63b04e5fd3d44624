import Foundation
import MyBizAPI

/// The dashboard's figures as CSV (RFC 4180): a `table` column says which of its tables a row is
/// from — `screens` (name, views, unique users), `daily` (day, views) or `events` (name, count).
enum DashboardExport {
    static func csv(_ summary: AnalyticsSummary) -> String {
        var rows = [["table", "name", "label", "views", "unique_users", "count"]]
        for screen in summary.screens {
            rows.append([
                "screens", screen.name, DashboardCharts.screenLabels[screen.name] ?? screen.name, "\(screen.views)",
                "\(screen.users)", "",
            ])
        }
        for day in summary.daily { rows.append(["daily", day.day, "", "\(day.views)", "", ""]) }
        for event in summary.events { rows.append(["events", event.name, event.type, "", "", "\(event.count)"]) }
        return rows.map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// A field quoted when it must be; a leading `=`, `+`, `-` or `@` is kept from being read as a
    /// spreadsheet formula.
    private static func field(_ text: String) -> String {
        var value = text
        if let first = value.first, "=+-@".contains(first) { value = "'" + value }
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
