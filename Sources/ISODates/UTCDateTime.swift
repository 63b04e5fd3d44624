import Foundation

/// The one form of ISO 8601 the API writes and apps send most, `2026-11-22T09:30:00Z`, read and
/// written by arithmetic on the proleptic Gregorian calendar. `ISODate` tries it first and leaves
/// every other form (fractions, offsets, years outside 1970–9999, impossible days) to Foundation's
/// ISO 8601 style, so the two agree wherever this one answers. On Linux the style's reading and
/// writing were 4.5 % of the server's samples while it stored single reports.
enum UTCDateTime {
    /// Seconds since 1970 of the first instant of year 10000: years from 1970 to 9999 are written here.
    private static let end: Int64 = 253_402_300_800

    /// `2026-11-22T09:30:00Z` for an instant from 1970 to 9999, whole seconds (the fraction dropped);
    /// nil outside those years.
    static func format(_ date: Date) -> String? {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds >= 0, seconds < Double(end) else { return nil }
        let total = Int64(seconds)
        let (year, month, day) = civil(fromDays: Int(total / 86_400))
        let time = Int(total % 86_400)
        var text = [UInt8](repeating: 0, count: 20)
        put(year, digits: 4, at: 0, in: &text)
        text[4] = UInt8(ascii: "-")
        put(month, digits: 2, at: 5, in: &text)
        text[7] = UInt8(ascii: "-")
        put(day, digits: 2, at: 8, in: &text)
        text[10] = UInt8(ascii: "T")
        put(time / 3_600, digits: 2, at: 11, in: &text)
        text[13] = UInt8(ascii: ":")
        put(time / 60 % 60, digits: 2, at: 14, in: &text)
        text[16] = UInt8(ascii: ":")
        put(time % 60, digits: 2, at: 17, in: &text)
        text[19] = UInt8(ascii: "Z")
        return String(decoding: text, as: UTF8.self)
    }

    /// The instant `text` names when it is exactly `YYYY-MM-DDTHH:MM:SSZ` with a year from 1970 and
    /// a day that exists; nil for anything else, which the caller reads the slow way.
    static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard bytes.count == 20, bytes[19] == UInt8(ascii: "Z"), let fields = fields(bytes), fields.exist,
                fields.year >= 1970
            else { return nil }
            let days = Int64(self.days(fromCivil: fields.year, fields.month, fields.day))
            let time = fields.hour * 3_600 + fields.minute * 60 + fields.second
            return Date(timeIntervalSince1970: Double(days * 86_400 + Int64(time)))
        }
    }

    /// Whether the day and time `text` begins with exist, when it begins `YYYY-MM-DDTHH:MM:SS`:
    /// Foundation's ISO 8601 style rolls 2026-02-30 over into March, and 24:00 into the next day, where
    /// the API refuses them. Text of another shape is left to the style (true).
    static func fieldsExist(in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in fields(bytes)?.exist ?? true }
    }

    /// The start of the day `text` names when it is exactly `YYYY-MM-DD` with a year from 1970 and a
    /// day that exists; nil for anything else, which the caller reads the slow way.
    static func parseDay(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard let fields = dayFields(bytes), fields.exist, fields.year >= 1970 else { return nil }
            return Date(
                timeIntervalSince1970: Double(Int64(days(fromCivil: fields.year, fields.month, fields.day)) * 86_400))
        }
    }

    /// Whether `text` is `YYYY-MM-DD` naming a day that exists.
    static func dayExists(in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in dayFields(bytes)?.exist ?? false }
    }

    /// The year `text` begins with when it begins with four digits and a `-` (`2026-…`); nil for any
    /// other beginning (`+2026-…`, `99999-…`).
    static func leadingYear(in text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= 5, bytes[4] == UInt8(ascii: "-") else { return nil }
            return number(bytes, 0, 4)
        }
    }

    /// The numbers of `bytes` when they are exactly `YYYY-MM-DD`, at midnight.
    private static func dayFields(_ bytes: UnsafeBufferPointer<UInt8>) -> Fields? {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2)
        else { return nil }
        return Fields(year: year, month: month, day: day, hour: 0, minute: 0, second: 0)
    }

    private struct Fields {
        let year, month, day, hour, minute, second: Int

        var exist: Bool {
            (1...12).contains(month) && day >= 1 && day <= UTCDateTime.days(inMonth: month, of: year) && hour < 24
                && minute < 60 && second < 60
        }
    }

    /// The numbers of `YYYY-MM-DDTHH:MM:SS` at the start of `bytes`; nil when they are not laid out so.
    private static func fields(_ bytes: UnsafeBufferPointer<UInt8>) -> Fields? {
        guard bytes.count >= 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2),
            let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2), let second = number(bytes, 17, 2)
        else { return nil }
        return Fields(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }

    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for index in start..<start + count {
            let digit = Int(bytes[index]) - Int(UInt8(ascii: "0"))
            guard (0...9).contains(digit) else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    private static func put(_ value: Int, digits: Int, at start: Int, in text: inout [UInt8]) {
        var value = value
        for index in stride(from: start + digits - 1, through: start, by: -1) {
            text[index] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
        }
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a date of years from 1970 on (Howard Hinnant's `days_from_civil`).
    private static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        let year = month <= 2 ? year - 1 : year
        let era = year / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` after 1970-01-01, for days from 0 on (`civil_from_days`).
    private static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = shifted / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
