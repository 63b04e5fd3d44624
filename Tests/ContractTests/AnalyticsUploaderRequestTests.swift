import APIDocuments
import Analytics
import Foundation
import MyBizKit
import NetworkingTesting
import Testing

@Suite("The Analytics uploader's batches keep to mybiz.yaml")
struct AnalyticsUploaderRequestTests {
    @Test(
        "Given reports in the queue, when the uploader flushes them to MyBizClient, then each batch is the document's")
    func flushedBatches() async throws {
        // Given
        let document = try OpenAPIDocument(.myBiz)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("contract-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try ReportQueue(url: folder.appendingPathComponent("reports"))
        for report in [MyBizKitCalls.report, MyBizKitCalls.tap, MyBizKitCalls.report] {
            try queue.append(report)
        }
        let recorder = RequestRecorder { _ in
            MockResponse(
                status: 200, headers: ["Content-Type": "application/json"], body: Data(#"{"accepted":3}"#.utf8))
        }

        // When
        let requests = await recorder.requests { transport in
            let uploader = ReportUploader(queue: queue, sender: MyBizKitCalls.client(transport), batchSize: 2)
            _ = await uploader.flush()
        }

        // Then
        #expect(requests.count == 2, "3 reports in batches of 2 are 2 batches.")
        RequestRecorder.expect(requests, of: "ReportUploader.flush() through MyBizClient", keepTo: document)
    }
}
