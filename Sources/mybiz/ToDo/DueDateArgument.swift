import ArgumentParser
import Foundation

/// A due date as a person types it: `2026-12-01`, `2026-12-01 14:00`, `today` or `tomorrow`, in this
/// computer's time zone. A day alone is that day's midnight: the item is due that whole day.
struct DueDateArgument: ExpressibleByArgument {
    let date: Date

    init?(argument: String) {
        guard let date = Self.parse(argument, now: Date(), calendar: .current) else { return nil }
        self.date = date
    }

    static func parse(_ text: String, now: Date, calendar: Calendar) -> Date? {
        let text = text.trimmingCharacters(in: .whitespaces).lowercased()
        let today = calendar.startOfDay(for: now)
        switch text {
        case "today": return today
        case "tomorrow": return calendar.date(byAdding: .day, value: 1, to: today)
        default: break
        }
        for pattern in ["yyyy-MM-dd", "yyyy-MM-dd HH:mm", "yyyy-MM-dd'T'HH:mm"] {
            if let date = DateText.formatter(pattern, calendar: calendar).date(from: text) { return date }
        }
        return nil
    }

    static var defaultValueDescription: String { "2026-12-01, \"2026-12-01 14:00\", today or tomorrow" }
}
