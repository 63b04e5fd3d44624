import Foundation

/// How every page writes dates and numbers: English, dates in UTC (as the APIs keep them), numbers
/// with thousands separated by commas.
package enum PageText {
    /// The Gregorian calendar in UTC.
    package static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// "23 Nov 2026".
    package static func date(_ date: Date) -> String { format(date, "d MMM yyyy") }
    /// "Mon 23 Nov 2026".
    package static func dayWithYear(_ date: Date) -> String { format(date, "EEE d MMM yyyy") }
    /// "Mon 23 Nov", for dates of the week around now.
    package static func day(_ date: Date) -> String { format(date, "EEE d MMM") }
    /// "09:30".
    package static func time(_ date: Date) -> String { format(date, "HH:mm") }

    private static func format(_ date: Date, _ pattern: String) -> String {
        formatter(pattern, locale: "en_GB").string(from: date)
    }

    /// "2026-11-23", as a date field holds it.
    package static func isoDay(_ date: Date) -> String {
        formatter("yyyy-MM-dd", locale: "en_US_POSIX").string(from: date)
    }

    /// The start (UTC) of the day a date field names ("2026-11-23"); `nil` when it names none.
    package static func day(fromField text: String) -> Date? {
        formatter("yyyy-MM-dd", locale: "en_US_POSIX").date(from: text)
    }

    /// "1,234,567".
    package static func grouped(_ value: Int64) -> String {
        value.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
    }

    /// "1,234.5" — a number with as many decimals as it has.
    package static func grouped(_ value: Double) -> String {
        value.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
    }

    /// "1,234.50", an amount of money.
    package static func amount(_ value: Double) -> String {
        value.formatted(.number.precision(.fractionLength(2)).grouping(.automatic).locale(Locale(identifier: "en_US")))
    }

    private static func formatter(_ pattern: String, locale: String) -> DateFormatter {
        DateFormatters.formatter(pattern, locale: locale, zone: calendar.timeZone)
    }
}
