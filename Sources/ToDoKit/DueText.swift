import Foundation
import ISODates

/// A due date as a person types it in a field of its own, one rule for `mybiz todo add --due`, the
/// pages' edit form and any app (the quick-add line reads more: `QuickAdd`): `2026-12-01`, `2026-12-01 14:00`, `today`, `tomorrow`, a weekday (`friday`: the next
/// one after today), each optionally followed by a time (`tomorrow 14:00`). A day alone is that day's
/// midnight: the item is due that whole day. Words are read in `calendar`'s time zone.
public enum DueText {
    /// What `date(from:now:calendar:)` understands, for help texts.
    public static let examples = "2026-12-01, \"2026-12-01 14:00\", today, tomorrow 9:30 or friday"

    /// The moment `text` names, or `nil` when it names none.
    public static func date(from text: String, now: Date, calendar: Calendar) -> Date? {
        let words = text.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        return date(words: words[...], now: now, calendar: calendar)
    }

    private static func date(words: ArraySlice<String>, now: Date, calendar: Calendar) -> Date? {
        if words.count == 1, let first = words.first, first.first?.isNumber == true, first.contains("t") {
            let halves = first.split(separator: "t").map(String.init)  // 2026-12-01T14:00
            return halves.count == 2 ? date(words: halves[...], now: now, calendar: calendar) : nil
        }
        guard let first = words.first, words.count <= 2 else { return nil }
        guard let day = day(first, now: now, calendar: calendar) else { return nil }
        guard words.count == 2 else { return day }
        guard let (hour, minute) = time(words[words.startIndex + 1]) else { return nil }
        return calendar.date(bySettingHour: hour, minute: minute, second: 0, of: day)
    }

    private static func day(_ word: String, now: Date, calendar: Calendar) -> Date? {
        let today = calendar.startOfDay(for: now)
        switch word {
        case "today": return today
        case "tomorrow": return calendar.date(byAdding: .day, value: 1, to: today)
        default: break
        }
        if let weekday = weekdays.firstIndex(where: { $0 == word || $0.prefix(3) == word }) {
            let ahead = (weekday + 1 - calendar.component(.weekday, from: today) + 6) % 7 + 1
            return calendar.date(byAdding: .day, value: ahead, to: today)
        }
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), ISODate.years.contains(year), let month = Int(parts[1]),
            let dayOfMonth = Int(parts[2]),
            let date = calendar.date(from: DateComponents(year: year, month: month, day: dayOfMonth)),
            calendar.component(.month, from: date) == month, calendar.component(.day, from: date) == dayOfMonth
        else { return nil }
        return date
    }

    /// "14:00" or "9:30".
    private static func time(_ word: String) -> (Int, Int)? {
        let parts = word.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour), (0..<60).contains(minute)
        else { return nil }
        return (hour, minute)
    }

    private static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
}
