import Foundation
import Synchronization

/// Date formatters made once and shared: making one opens an ICU formatter, which cost a page with a
/// few dozen dates most of its time (the calendar answered 215 requests a second, three quarters of
/// it spent making formatters). Foundation's `DateFormatter` is safe to use from several threads.
package enum DateFormatters {
    private struct Key: Hashable {
        let pattern: String
        let locale: String
        let zone: String
    }

    private static let shared = Mutex<[Key: DateFormatter]>([:])

    /// The formatter of `pattern` in `locale` and `zone`, made the first time it is asked for.
    package static func formatter(_ pattern: String, locale: String, zone: TimeZone) -> DateFormatter {
        let key = Key(pattern: pattern, locale: locale, zone: zone.identifier)
        if let formatter = shared.withLock({ $0[key] }) { return formatter }
        let formatter = DateFormatter()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        formatter.calendar = calendar
        formatter.timeZone = zone
        formatter.locale = Locale(identifier: locale)
        formatter.dateFormat = pattern
        // Zones come from readers' cookies: past a bound, formatters are made and not kept.
        shared.withLock { if $0.count < 512 { $0[key] = formatter } }
        return formatter
    }
}
