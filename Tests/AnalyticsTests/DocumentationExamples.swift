import Analytics
import Foundation
import Testing

// The example of the Analytics documentation catalog, run as written there, with a sender that
// records batches in place of MyBizClient.

private actor DocumentationSender: ReportBatchSending {
    private(set) var batches: [[Report]] = []

    func sendBatch(_ reports: [Report], idempotencyKey: String) async throws(BatchSendFailure) {
        batches.append(reports)
    }
}

@Suite("The documentation's example")
struct DocumentationExamples {
    @Test("Queuing reports: appended to a file, delivered in a batch, removed")
    func queuing() async throws {
        let supportFolder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: supportFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: supportFolder) }
        let client = DocumentationSender()

        let queue = try ReportQueue(url: supportFolder.appendingPathComponent("reports"))
        let uploader = ReportUploader(queue: queue, sender: client, batchSize: 20, interval: .seconds(30))
        let analytics = QueuedAnalytics(queue: queue, uploader: uploader)

        let device = DeviceInfo.current(appVersion: "1.0")
        try await analytics.sendReport(report: .make(event: .calendarShown, type: .screenView, device: device))

        let result = await uploader.flush()
        #expect(result.delivered == 1 && result.waiting == 0)
        #expect(await client.batches.map { $0.map(\.name) } == [[.calendarShown]])
        #expect(try queue.count() == 0)
    }
}
