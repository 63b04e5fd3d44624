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
        if report.type.allSatisfy(\.isWhitespace) || report.type.count > AnalyticsLimits.maxTypeLength {
            return "\(prefix)type must be 1 to \(AnalyticsLimits.maxTypeLength) characters."
        }
        for (field, value) in [("device", report.device), ("os", report.os), ("appVersion", report.appVersion)] {
            if let value, value.count > AnalyticsLimits.maxDetailLength {
                return "\(prefix)\(field) must be at most \(AnalyticsLimits.maxDetailLength) characters."
            }
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

    /// Whether `name` is 1 to `AnalyticsLimits.maxNameLength` ASCII letters, digits or underscores.
    public static func isValidName(_ name: String) -> Bool {
        (1...AnalyticsLimits.maxNameLength).contains(name.count)
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            }
    }
}
