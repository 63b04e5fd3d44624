import Foundation

/// The contract's rules for an analytics report, on `AnalyticsLimits`: what the server refuses
/// (400), and what an app may check before it queues a report. Each problem names its field.
public enum AnalyticsReportRules {
    /// The first rule `report` breaks, as a sentence starting with `prefix` and the field (`[3].name
    /// must be …` in a batch); `nil` when it may be stored. `now` is when a recorded date may be at
    /// most a day after.
    public static func problem(in report: AnalyticsReport, now: Date, prefix: String = "") -> String? {
        if !isValidName(report.name) {
            return "\(prefix)name must be 1 to \(AnalyticsLimits.maxNameLength) letters, digits or underscores."
        }
        if isBlank(report.type) || isLonger(report.type, than: AnalyticsLimits.maxTypeLength) {
            return "\(prefix)type must be 1 to \(AnalyticsLimits.maxTypeLength) characters."
        }
        func tooLong(_ field: String, _ value: String?) -> String? {
            guard let value, isLonger(value, than: AnalyticsLimits.maxDetailLength) else { return nil }
            return "\(prefix)\(field) must be at most \(AnalyticsLimits.maxDetailLength) characters."
        }
        if let problem = tooLong("device", report.device) ?? tooLong("os", report.os)
            ?? tooLong("appVersion", report.appVersion)
        {
            return problem
        }
        if let duration = report.duration, !(duration >= 0 && duration.isFinite) {
            return "\(prefix)duration must be 0 or more seconds."
        }
        if report.recordedDate > now.addingTimeInterval(86_400) {
            return "\(prefix)recordedDate must not be more than 1 day in the future."
        }
        return nil
    }

    /// The sentence for a batch of `count` reports when it holds more than `AnalyticsLimits.maxBatch`.
    public static func batchProblem(count: Int) -> String? {
        guard count > AnalyticsLimits.maxBatch else { return nil }
        return "A batch may hold at most \(AnalyticsLimits.maxBatch) reports; this one has \(count)."
    }

    /// Whether `name` is 1 to `maxLength` (`AnalyticsLimits.maxNameLength`) ASCII letters, digits or
    /// underscores: an event's name, and the analytics facade's other names (`AnalyticsNameRules`).
    public static func isValidName(_ name: String, maxLength: Int = AnalyticsLimits.maxNameLength) -> Bool {
        // Read as bytes: every report of every batch passes here, and each allowed character is one byte.
        let bytes = name.utf8
        return (1...maxLength).contains(bytes.count)
            && bytes.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
            }
    }

    /// Whether `text` has more than `limit` characters as a person sees them. They are counted only
    /// when its bytes could make that many: a character takes at least one.
    static func isLonger(_ text: String, than limit: Int) -> Bool {
        text.utf8.count > limit && text.count > limit
    }

    /// Whether `text` is empty or all whitespace, of any script. Text that begins with a printable
    /// ASCII character other than a space is not, and is not read further.
    static func isBlank(_ text: String) -> Bool {
        if let first = text.utf8.first, (0x21...0x7E).contains(first) { return false }
        return text.allSatisfy(\.isWhitespace)
    }
}
