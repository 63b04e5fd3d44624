import Foundation

/// How the company app's pages write dates and amounts: English, in UTC, as the API's dates are.
enum WebAppText {
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
    private static let locale = Locale(identifier: "en_GB")

    /// "Mon 23 Nov".
    static func day(_ date: Date) -> String {
        format(date, "EEE d MMM")
    }

    /// "09:30".
    static func time(_ date: Date) -> String {
        format(date, "HH:mm")
    }

    /// "23 Nov 2026".
    static func date(_ date: Date) -> String {
        format(date, "d MMM yyyy")
    }

    /// "2026-11-23", as a date field holds it.
    static func isoDay(_ date: Date) -> String {
        format(date, "yyyy-MM-dd")
    }

    /// The start of the day a date field names ("2026-11-23"), in UTC; `nil` when it names none.
    static func day(from text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.date(from: text)
    }

    /// "1,234.50".
    static func amount(_ value: Double) -> String {
        value.formatted(.number.precision(.fractionLength(2)).grouping(.automatic).locale(Locale(identifier: "en_US")))
    }

    private static func format(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = locale
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}
