import Foundation
import Hummingbird

/// The time zone a reader's browser is in, as the shell's script keeps it in the `tz` cookie; UTC
/// until it has (or without JavaScript). Days on pages — "today", "overdue" — are the reader's days.
package enum ReaderTimeZone {
    /// The cookie the shell's script writes the browser's IANA zone to.
    package static let cookieName = "tz"

    /// The zone `request`'s cookie names, when it names one; else UTC.
    package static func of(_ request: Request) -> TimeZone {
        request.cookies[cookieName].flatMap { named($0.value.removingPercentEncoding ?? $0.value) } ?? utc
    }

    /// The zone with IANA identifier `identifier`; `nil` when there is none such.
    package static func named(_ identifier: String) -> TimeZone? {
        guard (1...64).contains(identifier.utf8.count) else { return nil }
        return TimeZone(identifier: identifier)
    }

    /// `zone`'s IANA name as a browser writes it: "UTC", where Foundation says "GMT".
    package static func name(of zone: TimeZone) -> String {
        zone.identifier == "GMT" ? "UTC" : zone.identifier
    }

    /// A Gregorian calendar in `zone`.
    package static func calendar(in zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }

    package static let utc = TimeZone(identifier: "UTC")!
}
