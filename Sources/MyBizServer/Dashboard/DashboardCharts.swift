import Foundation
import MyBizAPI
import ServerSupport

/// The dashboard's charts as inline SVG drawn here: readable without JavaScript, each with a title
/// and a description for screen readers, and a `<title>` on every bar and point.
enum DashboardCharts {
    /// How the five main screens are named on the page.
    static let screenLabels = Dictionary(uniqueKeysWithValues: MainScreen.allCases.map { ($0.eventName, $0.label) })

    /// Views and unique users of the five main screens, side by side, most used first.
    static func screenBars(_ screens: [AnalyticsSummary.ScreenUsage]) -> String {
        let main = screens.filter { screenLabels[$0.name] != nil }
        let width = 640.0
        let height = 260.0
        let top = 24.0
        let bottom = 40.0
        let plot = height - top - bottom
        let group = width / Double(max(main.count, 1))
        let most = Double(max(main.map(\.views).max() ?? 0, 1))
        var parts: [String] = []
        for (index, screen) in main.enumerated() {
            let label = screenLabels[screen.name] ?? screen.name
            let x = Double(index) * group
            for (offset, value, kind, css) in [
                (0.18, screen.views, "views", "views"), (0.52, screen.users, "unique users", "users"),
            ] {
                let barHeight = plot * Double(value) / most
                let barX = x + group * offset
                parts.append(
                    """
                    <rect class="\(css)" x="\(format(barX))" y="\(format(top + plot - barHeight))" \
                    width="\(format(group * 0.3))" height="\(format(barHeight))"><title>\(escape(label)): \(value) \(kind)</title></rect>
                    """)
                parts.append(
                    """
                    <text x="\(format(barX + group * 0.15))" y="\(format(top + plot - barHeight - 4))" text-anchor="middle">\(value)</text>
                    """)
            }
            parts.append(
                """
                <text x="\(format(x + group / 2))" y="\(format(height - bottom + 18))" text-anchor="middle">\(escape(label))</text>
                """)
        }
        let description = main.map { "\(screenLabels[$0.name] ?? $0.name): \($0.views) views, \($0.users) users" }
            .joined(separator: "; ")
        return svg(
            id: "screens", width: width, height: height, title: "Views and unique users of the five main screens",
            description: description, body: parts)
    }

    /// Screen views per day as a line, with a point per day.
    static func dailyLine(_ daily: [AnalyticsSummary.DailyViews]) -> String {
        let width = 640.0
        let height = 200.0
        let margin = 24.0
        let most = Double(max(daily.map(\.views).max() ?? 0, 1))
        let step = daily.count > 1 ? (width - 2 * margin) / Double(daily.count - 1) : 0
        let points = daily.enumerated().map { index, day in
            (
                x: margin + Double(index) * step, y: height - margin - (height - 2 * margin) * Double(day.views) / most,
                day
            )
        }
        var parts = [
            """
            <line class="axis" x1="\(format(margin))" y1="\(format(height - margin))" x2="\(format(width - margin))" y2="\(format(height - margin))"/>
            """
        ]
        if points.count > 1 {
            let path = points.map { "\(format($0.x)),\(format($0.y))" }.joined(separator: " ")
            parts.append(#"<polyline class="line" points="\#(path)"/>"#)
        }
        for point in points {
            parts.append(
                """
                <circle class="point" cx="\(format(point.x))" cy="\(format(point.y))" r="4"><title>\(point.2.day): \(point.2.views) views</title></circle>
                """)
        }
        if let first = daily.first, let last = daily.last {
            parts.append(#"<text x="\#(format(margin))" y="\#(format(height - 6))">\#(first.day)</text>"#)
            parts.append(
                #"<text x="\#(format(width - margin))" y="\#(format(height - 6))" text-anchor="end">\#(last.day)</text>"#
            )
        }
        let total = daily.reduce(0) { $0 + $1.views }
        return svg(
            id: "daily", width: width, height: height, title: "Screen views per day",
            description: "\(total) screen views over \(daily.count) days; the busiest day had \(Int(most)).",
            body: parts)
    }

    private static func svg(
        id: String, width: Double, height: Double, title: String, description: String, body: [String]
    ) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 \(format(width)) \(format(height))" \
        aria-labelledby="\(id)-title \(id)-desc"><title id="\(id)-title">\(escape(title))</title>\
        <desc id="\(id)-desc">\(escape(description))</desc>\(body.joined())</svg>
        """
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    /// Text made safe inside XML and HTML.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
