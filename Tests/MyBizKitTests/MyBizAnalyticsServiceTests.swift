import Analytics
import Foundation
import Logging
import MyBizAPI
import MyBizKit
import Networking
import NetworkingTesting
import Testing

@Suite("MyBizAnalyticsService and the batch sender: reports kept on disk, then posted in batches")
struct MyBizAnalyticsServiceTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("biz-analytics-\(UUID().uuidString)")
    static let device = DeviceInfo(device: "x86_64", os: "Linux 6.8.0", appVersion: "1.0")

    func setUp(_ transport: MockTransport, session: Session? = MyBizClientTests.session) throws
        -> (AppLog, ReportQueue, ReportUploader)
    {
        let queue = try ReportQueue(url: folder.appendingPathComponent("queue.jsonl"))
        let client = MyBizClientTests.client(transport, tokens: InMemoryTokenStore(session))
        let uploader = ReportUploader(
            queue: queue, sender: client, backoff: UploadBackoff(jitter: { 1 }), clock: ImmediateClock(),
            logger: Logger(label: "test"))
        let service = MyBizAnalyticsService(queue: queue, uploader: uploader, device: Self.device)
        return (AppLog(service: service), queue, uploader)
    }

    @Test("events and screens are on disk when the call returns, and go in one batch with an idempotency key")
    func batch() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let transport = MockTransport([try MyBizClientTests.json(BatchAcceptance(accepted: 2))])
        let (log, queue, uploader) = try setUp(transport)
        log.setScreenName("calendarShown")
        log.logEvent("po_submitted", parameters: ["duration": 2.5])
        #expect(try queue.count() == 2)
        #expect(transport.requests.isEmpty)

        let result = await uploader.flush()
        #expect(result.delivered == 2 && result.waiting == 0)
        let request = try #require(transport.requests.first)
        #expect(request.method == .post && request.url.path == "/api/analytics/batch")
        #expect(request.header("Authorization") == "Bearer token-1")
        #expect(request.header("Idempotency-Key") == "\(try queue.installID()):0-1")
        let sent = try MyBizJSON.decoder().decode([AnalyticsReport].self, from: request.body)
        #expect(sent.map(\.name) == ["calendarShown", "po_submitted"])
        #expect(sent.map(\.type) == ["screenView", "buttonTap"])
        #expect(sent[1].duration == 2.5 && sent[0].device == "x86_64" && sent[0].appVersion == "1.0")
        let installID = try queue.installID()
        #expect(log.appInstanceID() == installID)
    }

    @Test(
        "answers decide the batch's fate: 429 and 503 retry (with Retry-After), 401 keeps it, 400 and 413 halve it, another 4xx drops it",
        arguments: [
            (429, ["Retry-After": "7"], BatchSendFailure.retry(reason: "Slow down.", retryAfter: .seconds(7))),
            (503, [:], .retry(reason: "Down.", retryAfter: nil)),
            (408, [:], .retry(reason: "Down.", retryAfter: nil)),
            (401, [:], .notAuthorized),
            (400, [:], .badReport(reason: "Down.")),
            (413, [:], .badReport(reason: "Down.")),
            (403, [:], .rejected(reason: "Down.")),
            (404, [:], .rejected(reason: "Down.")),
        ] as [(Int, [String: String], BatchSendFailure)])
    func failures(status: Int, headers: [String: String], expected: BatchSendFailure) async throws {
        let reason = status == 429 ? "Slow down." : "Down."
        let transport = MockTransport([
            .status(status, headers: headers, body: try MyBizJSON.encoder().encode(ErrorBody(reason: reason)))
        ])
        let client = MyBizClientTests.client(transport)
        let report = Report.make(event: .calendarShown, type: .screenView, device: Self.device)
        do {
            try await client.sendBatch([report], idempotencyKey: "k")
            Issue.record("status \(status) was taken for a delivery")
        } catch {
            #expect(error == expected)
        }
    }

    @Test("without a session nothing is sent and nothing is lost")
    func loggedOut() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let transport = MockTransport()
        let (log, queue, uploader) = try setUp(transport, session: nil)
        log.setScreenName("orgChartShown")
        let result = await uploader.flush()
        #expect(result.failure == .notAuthorized && result.waiting == 1)
        #expect(transport.requests.isEmpty)
        #expect(try queue.count() == 1)
    }

    @Test("reset empties the queue and changes the install id")
    func reset() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (log, queue, _) = try setUp(MockTransport())
        log.setScreenName("orgChartShown")
        let before = log.appInstanceID()
        log.resetAnalyticsData()
        #expect(try queue.count() == 0)
        #expect(log.appInstanceID() != before)
    }
}
