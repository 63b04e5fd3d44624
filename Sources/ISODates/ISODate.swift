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

    /// The instant `text` names — `2026-11-22T09:30:00Z`, with or without fractional seconds, with `Z`
    /// or an offset — or `nil` for text in no such form, a day or time that does not exist, or a
    /// year outside `years`.
    public static func parse(_ text: String) -> Date? {
        if let date = UTCDateTime.parse(text) { return date }
        guard let year = UTCDateTime.leadingYear(in: text), years.contains(year), UTCDateTime.fieldsExist(in: text)
        else { return nil }
        // One parse, not two: batches carry hundreds of dates.
        let style = Date.ISO8601FormatStyle(includingFractionalSeconds: text.contains("."))
        guard let date = try? style.parse(text), isWithinYears(date) else { return nil }
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
        // A signed year (`+2026`, `-0001`) or one of five digits or more is outside the years too.
        let signed = text.first == "+" || text.first == "-"
        let digits = text.dropFirst(signed ? 1 : 0).prefix { $0.isASCII && $0.isNumber }
        let year = UTCDateTime.leadingYear(in: text)
        if year.map({ !years.contains($0) }) ?? (digits.count > 4 || (signed && digits.count >= 4)) {
            return "“\(text)” is not a date of the years 1 to 9999."
        }
        if year != nil, UTCDateTime.fieldsExist(in: text),
            let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: text.contains(".")).parse(text),
            !isWithinYears(date)
        {
            return "“\(text)” is not a date of the years 1 to 9999 in UTC."
        }
        if !UTCDateTime.fieldsExist(in: text) {
            return "“\(text)” is not a day and time that exist."
        }
        return "“\(text)” is not an ISO 8601 date such as 2026-11-22T09:30:00Z."
    }
}
