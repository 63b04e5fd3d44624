import Foundation
import MyBizAPI

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
        let most = daily.map(\.views).max() ?? 0
        let scale = Double(axisMaximum(for: most))
        // Room for the labels at the edges as a phone draws them (26 units high, a digit about 16
        // wide): the axis's figures left of it, the first and last days' centred under their points,
        // the top figure above its line, the days below the 0. Placed in `em`, each figure sits just
        // above its line and the days just under the axis, however large the page draws them.
        let widestFigure = [scale / 2, scale].map { axisLabel(Int($0)).count }.max() ?? 1
        let (left, right, top, bottom) = (max(48, 10 + 16 * Double(widestFigure)), 48.0, 40.0, 44.0)
        let plotHeight = height - top - bottom
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
                <text x="\(format(left - 6))" y="\(format(y))" dy="-0.3em" text-anchor="end">\(axisLabel(Int(tick)))</text>
                """)
        }
        parts.append(
            """
            <text class="axis-label" x="16" y="\(format(top + plotHeight / 2))" text-anchor="middle" transform="rotate(-90 16 \(format(top + plotHeight / 2)))">views</text>
            """)
        if points.count > 1 {
            let path = points.map { "\(format($0.x)),\(format($0.y))" }.joined(separator: " ")
            parts.append(#"<polyline class="line" points="\#(path)"/>"#)
        }
        // A point's size shrinks on a long period, where a day is narrower than the point was.
        let radius = step == 0 ? 4 : min(4, max(1.5, step / 3))
        for point in points {
            parts.append(
                """
                <circle class="point" cx="\(format(point.x))" cy="\(format(point.y))" r="\(format(radius))"><title>\(escape(point.2.day)): \(point.2.views) view\(point.2.views == 1 ? "" : "s")</title></circle>
                """)
        }
        for label in dayLabels(daily.map(\.day)) {
            parts.append(
                """
                <text x="\(format(points[label.index].x))" y="\(format(top + plotHeight))" dy="1.2em" text-anchor="middle">\(escape(label.text))</text>
                """)
        }
        let total = daily.reduce(0) { $0 + $1.views }
        return svg(
            id: "daily", width: width, height: height, title: "Screen views per day",
            description:
                "\(total) screen view\(total == 1 ? "" : "s") over \(daily.count) day\(daily.count == 1 ? "" : "s"); the busiest day had \(most).",
            body: parts)
    }

    /// The labels under the daily chart's days (`YYYY-MM-DD`), by the day's index. A week's days each
    /// get one, a longer period about eight. The first label names its month ("28 Oct"), as does each
    /// where the month changes, unless the label before was named: it goes on the next ("31 Oct",
    /// "4", "8 Nov"). On a phone the words are drawn large, so two long labels never stand side by
    /// side. The last day is labelled too when it is at least three quarters of a step past the label
    /// before, unless it would need its month named there. A period whose labels would fall a month
    /// or more apart gets five, evenly spread from its first day to its last, each naming its month.
    static func dayLabels(_ days: [String]) -> [(index: Int, text: String)] {
        let every = days.count <= 7 ? 1 : Int((Double(days.count) / 8).rounded(.up))
        if every >= 28 {
            let spread = (0...4).map { Int((Double($0) * Double(days.count - 1) / 4).rounded()) }
            return spread.map { ($0, dayLabel(days[$0])) }
        }
        var labels: [(index: Int, text: String)] = []
        var lastMonth: Substring?
        var besideNamed = false
        for (index, day) in days.enumerated() {
            let isLastOffStep = index == days.count - 1 && index % every != 0
            guard index % every == 0 || isLastOffStep && index % every * 4 >= every * 3 else { continue }
            let month = day.split(separator: "-").dropFirst().first
            let names = month != lastMonth && !besideNamed
            if isLastOffStep && names { continue }
            labels.append((index, names ? dayLabel(day) : String(dayLabel(day).prefix { $0 != " " })))
            if names { lastMonth = month }
            besideNamed = names
        }
        return labels
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

    /// A figure of the y axis in at most four characters: "250", "5000", "25k", "2.5M".
    static func axisLabel(_ value: Int) -> String {
        func short(_ value: Int, _ unit: Int, _ suffix: String) -> String {
            value % unit == 0 ? "\(value / unit)\(suffix)" : "\(value / unit).\(value % unit * 10 / unit)\(suffix)"
        }
        if value >= 1_000_000_000 { return short(value, 1_000_000_000, "G") }
        if value >= 1_000_000 { return short(value, 1_000_000, "M") }
        if value >= 10_000 { return short(value, 1_000, "k") }
        return "\(value)"
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
