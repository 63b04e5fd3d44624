import Foundation
import MyBizAPI

/// An analytics summary laid out for a terminal, with bars of █ scaled to the largest number.
struct SummaryText {
    let summary: AnalyticsSummary
    /// The longest bar, in characters.
    var barWidth = 30

    var lines: [String] {
        layout.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }

    /// A screen as the dashboard names it: "Calendar" for the main screen `calendarShown`; other
    /// screens by their event name.
    static func label(_ name: String) -> String {
        MainScreen(eventName: name)?.label ?? name
    }

    private var layout: [String] {
        let period = Self.period(from: summary.from, to: summary.to)
        var lines = ["Screens, most used first (\(period))", ""]
        let nameWidth = max(6, summary.screens.map { Self.label($0.name).count }.max() ?? 0)
        lines.append(
            TerminalText.fit("SCREEN", to: nameWidth) + "  " + TerminalText.fit("VIEWS", to: 7, alignRight: true)
                + "  " + TerminalText.fit("USERS", to: 5, alignRight: true))
        let mostViews = summary.screens.map(\.views).max() ?? 0
        for screen in summary.screens {
            lines.append(
                TerminalText.fit(Self.label(screen.name), to: nameWidth) + "  "
                    + TerminalText.fit(TerminalText.grouped(screen.views), to: 7, alignRight: true) + "  "
                    + TerminalText.fit(TerminalText.grouped(screen.users), to: 5, alignRight: true) + "  "
                    + bar(screen.views, of: mostViews))
        }
        if let other = summary.otherScreens {
            lines.append(
                "and \(TerminalText.grouped(other.count)) more screen\(other.count == 1 ? "" : "s"), "
                    + "\(TerminalText.grouped(other.total)) view\(other.total == 1 ? "" : "s") in all")
        }
        lines += ["", "Screen views per day (UTC)", ""]
        let mostDaily = summary.daily.map(\.views).max() ?? 0
        for day in summary.daily {
            lines.append(
                day.day + "  " + TerminalText.fit(TerminalText.grouped(day.views), to: 7, alignRight: true) + "  "
                    + bar(day.views, of: mostDaily))
        }
        lines += ["", "Events"]
        if summary.events.isEmpty {
            lines.append("  none in this period")
        } else {
            let eventWidth = summary.events.map(\.name.count).max() ?? 0
            let typeWidth = summary.events.map(\.type.count).max() ?? 0
            for event in summary.events {
                lines.append(
                    "  " + TerminalText.fit(event.name, to: eventWidth) + "  "
                        + TerminalText.fit(event.type, to: typeWidth)
                        + "  " + TerminalText.fit(TerminalText.grouped(event.count), to: 7, alignRight: true))
            }
            if let other = summary.otherEvents {
                lines.append(
                    "  and \(TerminalText.grouped(other.count)) more event\(other.count == 1 ? "" : "s"), "
                        + "\(TerminalText.grouped(other.total)) report\(other.total == 1 ? "" : "s") in all")
            }
        }
        return lines
    }

    /// Whole UTC days as the dashboard writes them, the last one included ("2026-11-19 – 2026-11-25,
    /// UTC"); any other period by its exact times.
    static func period(from: Date, to: Date) -> String {
        let day: Double = 86_400
        let wholeDays =
            from.timeIntervalSince1970.truncatingRemainder(dividingBy: day) == 0
            && to.timeIntervalSince1970.truncatingRemainder(dividingBy: day) == 0 && to > from
        guard wholeDays else { return "\(MyBizJSON.format(from)) – \(MyBizJSON.format(to))" }
        let days = Date.ISO8601FormatStyle().year().month().day()
        let last = to.addingTimeInterval(-day)
        return last == from
            ? "\(from.formatted(days)), UTC" : "\(from.formatted(days)) – \(last.formatted(days)), UTC"
    }

    /// A bar as long as `value` is of `maximum`; any value above 0 shows at least one block.
    private func bar(_ value: Int, of maximum: Int) -> String {
        guard maximum > 0, value > 0 else { return "" }
        return String(
            repeating: "█", count: max(1, Int((Double(value) / Double(maximum) * Double(barWidth)).rounded())))
    }
}
