import Analytics
import MyBizKit

/// A screen of the app shown in the terminal. Like the app's `viewWillAppear`, it records its
/// screen view before loading — on disk, so a screen opened while the server is down still counts —
/// and delivers waiting reports once it has shown its data. Analytics never fails the screen.
struct BizScreen: ReportSending {
    let event: AnalyticsEvent
    let biz: MyBizClient
    let delivery: BizAnalytics?
    var analytics: (any AnalyticsAPI)?

    /// The screen `event` names, for the server `biz` talks to.
    init(_ event: AnalyticsEvent, biz: MyBizClient, connection: ServerOptions) {
        self.event = event
        self.biz = biz
        delivery = BizAnalytics.open(for: connection.serverURL, biz: biz)
        analytics = delivery.map { QueuedAnalytics(queue: $0.queue) }
    }

    /// Records the view (for a logged-in person), loads the screen's data, then delivers reports.
    func show<T: Sendable>(_ load: () async throws -> T) async throws -> T {
        if (try? await biz.storedSession()) != nil {
            await report(event, device: .current(appVersion: MyBizCommand.version))
        }
        let result: Result<T, any Error>
        do {
            result = .success(try await load())
        } catch {
            result = .failure(error)
        }
        _ = await delivery?.deliver()
        return try result.get()
    }
}
