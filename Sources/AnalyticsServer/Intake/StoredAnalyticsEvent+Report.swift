import MyBizAPI

extension StoredAnalyticsEvent {
    /// The report as its sender sent it.
    var report: AnalyticsReport {
        AnalyticsReport(
            name: name, recordedDate: recordedDate, type: type, duration: duration, device: device, os: os,
            appVersion: appVersion)
    }
}
