import Analytics
import Foundation
import Locks
import Logging

/// `AppLog`'s service for the MyBiz backend: every event and screen becomes a `Report` written to
/// the durable `ReportQueue` before the call returns, and a `ReportUploader` delivers them to
/// `/api/analytics/batch`. The backend ties reports to the logged-in account and keeps no user
/// properties, so `setUserID` and `setUserProperty` send nothing (no personal data leaves the device
/// through them).
public final class MyBizAnalyticsService: AnalyticsService {
    private let queue: ReportQueue
    private let uploader: ReportUploader
    private let device: DeviceInfo
    private let logger: Logger
    private let running = Locked<Task<Void, Never>?>(nil)

    /// A service writing to `queue`, uploaded by `uploader`, describing `device`.
    public init(
        queue: ReportQueue, uploader: ReportUploader, device: DeviceInfo,
        logger: Logger = Logger(label: "mybiz.analytics")
    ) {
        self.queue = queue
        self.uploader = uploader
        self.device = device
        self.logger = logger
    }

    /// Starts uploading in the background (every 30 s, or when 20 reports wait).
    public func configure() {
        running.withLock { task in
            guard task == nil else { return }
            task = Task { [uploader] in await uploader.run() }
        }
    }

    /// Stops the background uploads after one last flush.
    public func stop() async {
        let task = running.withLock { task in
            defer { task = nil }
            return task
        }
        task?.cancel()
        await task?.value
    }

    /// Queues a report named `name`: its `type` parameter (`screenView` or `buttonTap`, the
    /// default) and `duration` (seconds) fill those fields.
    public func logEvent(_ name: String, parameters: [String: AnalyticsParameter]) {
        let type = parameters["type"]?.text.flatMap(AnalyticsType.init(rawValue:)) ?? .buttonTap
        enqueue(
            .make(event: AnalyticsEvent(name), type: type, duration: parameters["duration"]?.number, device: device))
    }

    /// Nothing is sent: the backend keeps no user properties.
    public func setUserProperty(_ value: String?, forName name: String) {
        logger.debug("The MyBiz backend keeps no user properties; \(name) is not sent.")
    }

    /// Nothing is sent: reports are tied to the logged-in account by the server.
    public func setUserID(_ id: String?) {
        logger.debug("The MyBiz backend ties reports to the logged-in account; the user id is not sent.")
    }

    /// Queues a screen view named `name`.
    public func setScreenName(_ name: String?, screenClass: String?) {
        guard let name else { return }
        enqueue(.make(event: AnalyticsEvent(name), type: .screenView, device: device))
    }

    /// The queue's anonymous install id.
    public func appInstanceID() -> String? {
        try? queue.installID()
    }

    /// Empties the queue and makes a new install id.
    public func resetAnalyticsData() {
        do {
            try queue.reset()
        } catch {
            logger.error("\(error)")
        }
    }

    private func enqueue(_ report: Report) {
        do {
            try queue.append(report)
            uploader.reportAdded()
        } catch {
            logger.error("A report could not be kept: \(error)")
        }
    }
}
