import Foundation
import MyBizAPI
import ServerSupport

/// The dashboard's daily chart as inline SVG drawn here: readable without JavaScript, with a title
/// and a description for screen readers, and a `<title>` on every point. (The screens are a ranked
/// list in HTML.)
enum DashboardCharts {
    /// How the five main screens are named on the page.
    static let screenLabels = Dictionary(uniqueKeysWithValues: MainScreen.allCases.map { ($0.eventName, $0.label) })

    /// Screen views per day as a line, with a point per day.
    static func dailyLine(_ daily: [AnalyticsSummary.DailyViews]) -> String {
        let width = 640.0
        let height = 240.0
        let (left, right, top, bottom) = (48.0, 16.0, 16.0, 36.0)
        let plotHeight = height - top - bottom
        let most = daily.map(\.views).max() ?? 0
        let scale = Double(axisMaximum(for: most))
        let step = daily.count > 1 ? (width - left - right) / Double(daily.count - 1) : 0
        let points = daily.enumerated().map { index, day in
            (x: left + Double(index) * step, y: top + plotHeight - plotHeight * Double(day.views) / scale, day)
        }
        var parts: [String] = []
        for tick in [0.0, scale / 2, scale] {
            let y = top + plotHeight - plotHeight * tick / scale
            parts.append(
                """
                <line class="\(tick == 0 ? "axis" : "grid")" x1="\(format(left))" y1="\(format(y))" x2="\(format(width - right))" y2="\(format(y))"/>\
                <text x="\(format(left - 6))" y="\(format(y + 4))" text-anchor="end">\(Int(tick))</text>
                """)
        }
        parts.append(
            """
            <text class="axis-label" x="12" y="\(format(top + plotHeight / 2))" text-anchor="middle" transform="rotate(-90 12 \(format(top + plotHeight / 2)))">views</text>
            """)
        if points.count > 1 {
            let path = points.map { "\(format($0.x)),\(format($0.y))" }.joined(separator: " ")
            parts.append(#"<polyline class="line" points="\#(path)"/>"#)
        }
        // A week's days each get a label, a longer period about eight. Only the first label and those
        // where the month changes name it ("28 Oct", "29", …, "1 Nov"): on a phone the words are
        // drawn large, and short ones do not run into each other.
        let labelEvery = daily.count <= 7 ? 1 : max(1, Int((Double(daily.count) / 8).rounded(.up)))
        var lastMonth: Substring?
        var sinceNamed = Int.max
        for (index, point) in points.enumerated() {
            parts.append(
                """
                <circle class="point" cx="\(format(point.x))" cy="\(format(point.y))" r="4"><title>\(escape(point.2.day)): \(point.2.views) view\(point.2.views == 1 ? "" : "s")</title></circle>
                """)
            let isLast = index == points.count - 1
            guard index % labelEvery == 0 || isLast && index % labelEvery >= labelEvery / 2 else { continue }
            let month = point.2.day.split(separator: "-").dropFirst().first
            // A month is named at most every other label, so two long labels never meet; one that
            // begins beside a named label is named on its next.
            let names = month != lastMonth && sinceNamed >= 1
            let label = names ? dayLabel(point.2.day) : String(dayLabel(point.2.day).prefix { $0 != " " })
            if names {
                sinceNamed = 0
                lastMonth = month
            } else {
                sinceNamed += 1
            }
            parts.append(
                """
                <text x="\(format(point.x))" y="\(format(height - 12))" text-anchor="middle">\(escape(label))</text>
                """)
        }
        let total = daily.reduce(0) { $0 + $1.views }
        return svg(
            id: "daily", width: width, height: height, title: "Screen views per day",
            description:
                "\(total) screen view\(total == 1 ? "" : "s") over \(daily.count) day\(daily.count == 1 ? "" : "s"); the busiest day had \(most).",
            body: parts)
    }

    /// The top of the y axis: `most` rounded up to 1, 2 or 5 times a power of ten (and even, so
    /// its half is a whole number too).
    static func axisMaximum(for most: Int) -> Int {
        guard most > 2 else { return 2 }
        var power = 1
        while power * 10 < most { power *= 10 }
        for factor in [1, 2, 5, 10] where factor * power >= most && (factor * power) % 2 == 0 { return factor * power }
        return 10 * power
    }

    /// "24 Nov" for "2026-11-24".
    static func dayLabel(_ day: String) -> String {
        let parts = day.split(separator: "-")
        guard parts.count == 3, let month = Int(parts[1]), (1...12).contains(month), let date = Int(parts[2]) else {
            return day
        }
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(date) \(months[month - 1])"
    }

    private static func svg(
        id: String, width: Double, height: Double, title: String, description: String, body: [String]
    ) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" class="chart" role="img" viewBox="0 0 \(format(width)) \(format(height))" \
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
