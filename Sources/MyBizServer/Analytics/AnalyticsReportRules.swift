import Foundation
import MyBizAPI
import ServerSupport

/// The contract's limits on a report; each problem names its field.
enum AnalyticsReportRules {
    /// The most reports one batch may carry.
    static var maxBatch: Int { AnalyticsLimits.maxBatch }

    /// The first limit `report` breaks, as a sentence starting with `prefix` and the field; `nil`
    /// when it may be stored.
    static func problem(in report: AnalyticsReport, now: Date, prefix: String = "") -> String? {
        let nameIsValid =
            (1...40).contains(report.name.count)
            && report.name.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            }
        if !nameIsValid { return "\(prefix)name must be 1 to 40 letters, digits or underscores." }
        if report.type.allSatisfy(\.isWhitespace) || report.type.count > 40 {
            return "\(prefix)type must be 1 to 40 characters."
        }
        for (field, value) in [("device", report.device), ("os", report.os), ("appVersion", report.appVersion)] {
            if let value, value.count > 100 { return "\(prefix)\(field) must be at most 100 characters." }
        }
        if let duration = report.duration, !(duration >= 0 && duration.isFinite) {
            return "\(prefix)duration must be 0 or more seconds."
        }
        if report.recordedDate > now.addingTimeInterval(86_400) {
            return "\(prefix)recordedDate must not be more than 1 day in the future."
        }
        return nil
    }
}
