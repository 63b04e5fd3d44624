import Foundation

/// A DATE or DATE-TIME value (RFC 5545 §3.3.4–3.3.5) as written: a day, a UTC time, or a local time
/// in a named zone or floating.
public enum ICalendarTime: Hashable, Sendable {
    /// A whole day (`VALUE=DATE`).
    case day(year: Int, month: Int, day: Int)
    /// A moment in UTC (`…Z`).
    case utc(Date)
    /// A wall-clock time in the zone `zone` names (`TZID`), or floating when `zone` is `nil`.
    case local(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, zone: String?)

    /// The value `property` holds, or `nil` when it is not a date or date-time.
    public init?(_ property: ICalendarProperty) {
        let value = property.value.trimmingCharacters(in: .whitespaces)
        let digits = Array(value.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= digits.count else { return nil }
            var result = 0
            for index in range {
                guard (48...57).contains(digits[index]) else { return nil }
                result = result * 10 + Int(digits[index] - 48)
            }
            return result
        }
        guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8), (1...12).contains(month),
            (1...31).contains(day), year >= 1
        else { return nil }
        if digits.count == 8 {
            self = .day(year: year, month: month, day: day)
            return
        }
        guard digits.count == 15 || (digits.count == 16 && digits[15] == UInt8(ascii: "Z")),
            digits[8] == UInt8(ascii: "T"),
            let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15), hour < 24,
            minute < 60, second <= 60
        else { return nil }
        if digits.count == 16 {
            guard
                let date = Self.utcCalendar.date(
                    from: DateComponents(
                        year: year, month: month, day: day, hour: hour, minute: minute, second: min(second, 59)))
            else { return nil }
            self = .utc(date)
        } else {
            self = .local(
                year: year, month: month, day: day, hour: hour, minute: minute, second: min(second, 59),
                zone: property.parameter("TZID"))
        }
    }

    /// Whether it is a whole day.
    public var isDay: Bool {
        if case .day = self { true } else { false }
    }

    /// The moment it names: a day at its midnight and a floating time in `fallback`; a named zone
    /// Foundation does not know is read in `fallback` too.
    public func date(in fallback: TimeZone) -> Date? {
        switch self {
        case .utc(let date): return date
        case .day(let year, let month, let day):
            return Self.calendar(fallback).date(from: DateComponents(year: year, month: month, day: day))
        case .local(let year, let month, let day, let hour, let minute, let second, let zone):
            let timeZone = zone.flatMap(Self.timeZone(named:)) ?? fallback
            return Self.calendar(timeZone).date(
                from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))
        }
    }

    /// The property `name` for `date`: a whole day (`VALUE=DATE`) of `zone` when `isDay`; else a
    /// local time with `TZID` in `zone`, or UTC when `zone` is UTC or `nil`.
    public static func property(_ name: String, _ date: Date, isDay: Bool = false, in zone: TimeZone?)
        -> ICalendarProperty
    {
        let zone = zone ?? utcZone
        let parts = calendar(zone).dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let day = String(format: "%04d%02d%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
        if isDay { return ICalendarProperty(name, value: day, parameters: [ICalendarParameter("VALUE", "DATE")]) }
        if zone.secondsFromGMT(for: date) == 0, zone.identifier == "UTC" || zone.identifier == "GMT" {
            return ICalendarProperty(name, value: utc(date))
        }
        // A wall-clock time in the hour the clocks go back names its first passing (RFC 5545 §3.3.5):
        // the second is written in UTC.
        guard calendar(zone).date(from: parts) == date else { return ICalendarProperty(name, value: utc(date)) }
        let time = String(format: "T%02d%02d%02d", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
        return ICalendarProperty(name, value: day + time, parameters: [ICalendarParameter("TZID", zone.identifier)])
    }

    /// `date` as a UTC DATE-TIME value (`20261208T093000Z`), as `DTSTAMP`, `COMPLETED` and
    /// `LAST-MODIFIED` must be.
    public static func utc(_ date: Date) -> String {
        let parts = utcCalendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(
            format: "%04d%02d%02dT%02d%02d%02dZ", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1, parts.hour ?? 0,
            parts.minute ?? 0, parts.second ?? 0)
    }

    /// The zone an IANA name (or `UTC`, `Z`) names, if Foundation knows it.
    public static func timeZone(named name: String) -> TimeZone? {
        let name = name.trimmingCharacters(in: .whitespaces)
        guard (1...64).contains(name.utf8.count) else { return nil }
        // Some clients write the zone's name after a slash of their own (`/mozilla.org/…/Europe/Berlin`).
        if let zone = TimeZone(identifier: name) { return zone }
        let parts = name.split(separator: "/")
        for start in parts.indices.dropLast() {
            if let zone = TimeZone(identifier: parts[start...].joined(separator: "/")) { return zone }
        }
        return nil
    }

    static let utcZone = TimeZone(identifier: "UTC")!
    static let utcCalendar = calendar(utcZone)

    static func calendar(_ zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }
}
