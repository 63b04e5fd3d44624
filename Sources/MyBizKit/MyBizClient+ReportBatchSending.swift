import Analytics
import Foundation
import MyBizAPI
import Networking

extension MyBizClient: ReportBatchSending {
    /// Posts `reports` to `/api/analytics/batch` with `Idempotency-Key`, and says what the answer
    /// means for the batch: delivered, retry later (no answer, 408, 429, 5xx — with `Retry-After`),
    /// keep until logged in (no session, 401), a report in it refused (400, 413: the batch is halved
    /// until it is found), or refused for good (another 4xx).
    public func sendBatch(_ reports: [Report], idempotencyKey: String) async throws(BatchSendFailure) {
        guard (try? await tokens.session()) != nil else { throw .notAuthorized }
        let request = Request<Void>(
            method: .post, path: MyBizPath.analyticsBatch, headers: ["Idempotency-Key": idempotencyKey],
            body: .json(reports.map(\.wire)))
        let capture = RetryAfterCapture()
        do {
            try await RetryAfterCapture.$current.withValue(capture) { try await network.send(request) }
        } catch let error as NetworkError {
            throw Self.batchFailure(error, retryAfter: capture.retryAfter.flatMap { RetryPolicy.parseRetryAfter($0) })
        } catch {
            throw .retry(reason: "\(error)", retryAfter: nil)
        }
    }

    static func batchFailure(_ error: NetworkError, retryAfter: Duration?) -> BatchSendFailure {
        guard let status = error.statusCode else { return .retry(reason: error.description, retryAfter: nil) }
        let reason = MyBizError(error).description
        switch status {
        case 401: return .notAuthorized
        case 408, 429, 500...: return .retry(reason: reason, retryAfter: retryAfter)
        case 400, 413: return .badReport(reason: reason)
        default: return .rejected(reason: reason)
        }
    }
}
