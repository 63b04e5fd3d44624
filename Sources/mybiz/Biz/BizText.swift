import Foundation
import MyBizAPI

/// How `mybiz biz` writes quantities and dates: the machine's time zone for dates (set `TZ` to choose another).
enum BizText {
    /// A quantity without needless decimals: 2, 1.5.
    static func quantity(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Sun 22 Nov 2026
    static func day(_ date: Date, in calendar: Calendar = .current) -> String {
        format(date, "EEE d MMM yyyy", calendar)
    }

    /// 2026-11-22
    static func isoDay(_ date: Date, in calendar: Calendar = .current) -> String {
        format(date, "yyyy-MM-dd", calendar)
    }

    /// 15:00
    static func time(_ date: Date, in calendar: Calendar = .current) -> String {
        format(date, "HH:mm", calendar)
    }

    /// 1 h 30 min, 45 min, 6 h
    static func duration(_ seconds: Double) -> String {
        let minutes = Int((seconds / 60).rounded())
        switch (minutes / 60, minutes % 60) {
        case (0, let minutes): return "\(minutes) min"
        case (let hours, 0): return "\(hours) h"
        case (let hours, let minutes): return "\(hours) h \(minutes) min"
        }
    }

    private static func format(_ date: Date, _ pattern: String, _ calendar: Calendar) -> String {
        DateText.format(date, pattern, calendar: calendar)
    }
}
