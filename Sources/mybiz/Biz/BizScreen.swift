import Analytics
import MyBizKit

/// A screen of the app shown in the terminal: it reports its screen view while its data loads, as
/// the app does when a screen appears. A report that fails never fails the screen.
struct BizScreen: ReportSending {
    let event: AnalyticsEvent
    var analytics: (any AnalyticsAPI)?

    /// The screen `event` names, reporting through `biz`.
    init(_ event: AnalyticsEvent, biz: MyBizClient) {
        self.event = event
        self.analytics = biz
    }

    /// Loads the screen's data while its view is reported; waits for the report either way, so a
    /// short-lived process does not end before it is sent.
    func show<T: Sendable>(_ load: () async throws -> T) async throws -> T {
        async let reported = report(event, device: .current(appVersion: MyBizCommand.version))
        let result: Result<T, any Error>
        do {
            result = .success(try await load())
        } catch {
            result = .failure(error)
        }
        _ = await reported
        return try result.get()
    }
}
