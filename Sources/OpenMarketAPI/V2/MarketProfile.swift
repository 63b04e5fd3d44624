import Foundation

/// Which generation of the 2022 Open Market server an app was written against. The two differ on
/// the wire in the date strings and the casing of a page's metadata keys, and in a few status codes;
/// everything else is the same superset for both.
public enum MarketProfile: String, Sendable, CaseIterable {
    /// The January–August 2022 server (`market-training.yagom-academy.kr`): `2022-05-14T00:00:00.00`,
    /// `page_no`, 202 for an edit, 204 for a page past the end.
    case early
    /// The server from October 2022 on (`openmarket.yagom-academy.kr`): `2022-11-16T00:00:00`, `pageNo`.
    case late

    /// `date` as this profile writes it, in UTC: seconds for `late`, with two digits of fraction for `early`.
    public func string(from date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        let whole = seconds.rounded(.down)
        var parts = Self.calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: whole))
        parts.nanosecond = nil
        let text = String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
            parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
        switch self {
        case .late: return text
        case .early: return text + String(format: ".%02d", min(99, Int(((seconds - whole) * 100).rounded(.down))))
        }
    }

    /// The date in a string of either profile, or of the oldest documentation (`2021-12-29 00:00:00.000`),
    /// read as UTC; `nil` for anything else.
    public static func date(from text: String) -> Date? {
        let scalars = Array(text.utf8)
        guard scalars.count >= 19, [4, 7].allSatisfy({ scalars[$0] == UInt8(ascii: "-") }),
            scalars[10] == UInt8(ascii: "T") || scalars[10] == UInt8(ascii: " "),
            [13, 16].allSatisfy({ scalars[$0] == UInt8(ascii: ":") })
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= scalars.count else { return nil }
            return Int(String(decoding: scalars[range], as: UTF8.self))
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19)
        else { return nil }
        var fraction = 0.0
        if scalars.count > 19 {
            let digits = scalars[20...]
            guard scalars[19] == UInt8(ascii: "."), (1...9).contains(digits.count),
                digits.allSatisfy({ (0x30...0x39).contains($0) }),
                let value = Double("0." + String(decoding: digits, as: UTF8.self))
            else { return nil }
            fraction = value
        }
        let components = DateComponents(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        guard (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60,
            let date = calendar.date(from: components)
        else { return nil }
        return date.addingTimeInterval(fraction)
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}
