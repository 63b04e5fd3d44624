public import Foundation
public import MyBizAPI

extension Report {
    /// The report as the MyBiz API carries it.
    public var wire: AnalyticsReport {
        AnalyticsReport(
            name: name.rawValue, recordedDate: recordedDate, type: type.rawValue, duration: duration, device: device,
            os: os, appVersion: appVersion)
    }

    /// The first rule of the MyBiz contract the report breaks (`AnalyticsReportRules`), as the server
    /// would say it (`device must be at most 100 characters.`); `nil` when the server will take it.
    /// `now` is the device's time, which a recorded date may pass by a day at most.
    public func problem(now: Date = Date()) -> String? {
        AnalyticsReportRules.problem(in: wire, now: now)
    }
}
