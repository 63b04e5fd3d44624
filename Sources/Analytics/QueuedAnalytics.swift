/// The `AnalyticsAPI` screens hold when reports must survive anything: `sendReport` returns once
/// the report is on disk in `queue`, and the uploader sends it when it can.
public struct QueuedAnalytics: AnalyticsAPI {
    /// Where reports wait.
    public let queue: ReportQueue
    /// Told about each report, so a full batch goes at once; none when something else uploads.
    public let uploader: ReportUploader?

    /// Reports into `queue`, nudging `uploader`.
    public init(queue: ReportQueue, uploader: ReportUploader? = nil) {
        self.queue = queue
        self.uploader = uploader
    }

    /// Writes `report` to the queue on disk.
    ///
    /// - Throws: `ReportQueueError.refused` when the report breaks a rule of the contract (nothing is
    ///   kept; it is counted), another `ReportQueueError` when it cannot be written.
    public func sendReport(report: Report) async throws {
        try queue.append(report)
        uploader?.reportAdded()
    }
}
