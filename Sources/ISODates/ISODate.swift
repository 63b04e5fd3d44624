import Foundation

/// ISO 8601 dates as every door reads them — the MyBiz API, the to-do list's API and file, the
/// command line — so one rule decides what a date is: a day and time that exist (no `2026-02-30`, no
/// `24:00`, which Foundation would roll over into the next), in the years 1 to 9999 written with four
/// digits (no `0000`, no `99999`).
public enum ISODate {
    /// The years a date may have.
    public static let years = 1...9999

    /// Whether `date` is written (`format`) in one of `years`: a time whose offset carries it past
    /// either end (`9999-12-31T23:30:00-01:00`) is refused, so every date read is one `format` writes
    /// and `parse` reads back.
    static func isWithinYears(_ date: Date) -> Bool {
        UTCDateTime.leadingYear(in: format(date)).map(years.contains) ?? false
    }

    /// What reading a text as a date found.
    private enum Reading {
        case date(Date)
        /// A year outside `years`, as written (`0000`, `99999`, `+2026`) or once its offset is applied.
        case outsideYears(inUTC: Bool)
        /// A day or time that does not exist (`2026-02-30`, `24:00`).
        case nonexistent
        /// No ISO 8601 date at all.
        case unreadable
    }

    /// `text` read by the rule, in one pass that `parse` and `problem(with:)` share.
    private static func read(_ text: String) -> Reading {
        if let date = UTCDateTime.parse(text) { return .date(date) }
        guard let year = UTCDateTime.leadingYear(in: text) else {
            // A signed year (`+2026`, `-0001`) or one of five digits or more is outside the years too.
            let signed = text.first == "+" || text.first == "-"
            let digits = text.dropFirst(signed ? 1 : 0).prefix { $0.isASCII && $0.isNumber }
            return digits.count > 4 || (signed && digits.count >= 4) ? .outsideYears(inUTC: false) : .unreadable
        }
        guard years.contains(year) else { return .outsideYears(inUTC: false) }
        guard UTCDateTime.fieldsExist(in: text) else { return .nonexistent }
        // One parse, not two: batches carry hundreds of dates.
        guard let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: text.contains(".")).parse(text)
        else { return .unreadable }
        return isWithinYears(date) ? .date(date) : .outsideYears(inUTC: true)
    }

    /// The instant `text` names — `2026-11-22T09:30:00Z`, with or without fractional seconds, with `Z`
    /// or an offset — or `nil` for text in no such form, a day or time that does not exist, or a
    /// year outside `years`.
    public static func parse(_ text: String) -> Date? {
        guard case .date(let date) = read(text) else { return nil }
        return date
    }

    /// A date as a list kept before the years' rule may hold it: a day and time that exist, in any
    /// year Foundation's ISO 8601 style reads (a year 0000 one of its writers wrote).
    public static func parseKept(_ text: String) -> Date? {
        if let date = parse(text) { return date }
        guard UTCDateTime.fieldsExist(in: text) else { return nil }
        return try? Date.ISO8601FormatStyle(includingFractionalSeconds: text.contains(".")).parse(text)
    }

    /// The start (in UTC) of the day `text` names as `YYYY-MM-DD`; `nil` for other text, a day that
    /// does not exist, or a year outside `years`.
    public static func day(_ text: String) -> Date? {
        if let day = UTCDateTime.parseDay(text) { return day }
        guard let year = UTCDateTime.leadingYear(in: text), years.contains(year), UTCDateTime.dayExists(in: text)
        else { return nil }
        return try? Date.ISO8601FormatStyle().year().month().day().parse(text)
    }

    /// `date` as the APIs write it: UTC, whole seconds, `Z` (`2026-11-22T09:30:00Z`).
    public static func format(_ date: Date) -> String {
        if let text = UTCDateTime.format(date) { return text }
        return Date.ISO8601FormatStyle().format(Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down)))
    }

    /// Why `parse` refuses `text`, as a sentence: a year outside `years`, a day or time that does not
    /// exist, or no ISO 8601 date at all.
    public static func problem(with text: String) -> String {
        switch read(text) {
        case .outsideYears(let inUTC): "“\(text)” is not a date of the years 1 to 9999\(inUTC ? " in UTC" : "")."
        case .nonexistent: "“\(text)” is not a day and time that exist."
        case .date, .unreadable: "“\(text)” is not an ISO 8601 date such as 2026-11-22T09:30:00Z."
        }
    }
}
