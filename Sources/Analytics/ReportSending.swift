/// A screen that reports: the composition root sets `analytics` to the one object every screen
/// shares.
public protocol ReportSending {
    /// Where the screen's reports go; none in previews and tests that do not care.
    var analytics: (any AnalyticsAPI)? { get set }
}

extension ReportSending {
    /// Sends a report of `event` through `analytics`, if set; a failed report is returned, never
    /// thrown, so showing the screen never fails because of analytics.
    @discardableResult
    public func report(_ event: AnalyticsEvent, type: AnalyticsType = .screenView, device: DeviceInfo) async
        -> (any Error)?
    {
        do {
            try await analytics?.sendReport(report: .make(event: event, type: type, device: device))
            return nil
        } catch {
            return error
        }
    }
}
