import Foundation

/// Dates written and read in a fixed pattern, in a calendar's time zone, the same in every locale.
enum DateText {
    /// A formatter for `pattern` in `calendar`; strict, so `2026-02-30` is not read as March.
    static func formatter(_ pattern: String, calendar: Calendar) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = pattern
        formatter.isLenient = false
        return formatter
    }

    /// `date` written in `pattern`.
    static func format(_ date: Date, _ pattern: String, calendar: Calendar) -> String {
        formatter(pattern, calendar: calendar).string(from: date)
    }
}
