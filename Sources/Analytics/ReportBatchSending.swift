/// Where a `ReportUploader` delivers batches: a backend's batch endpoint.
public protocol ReportBatchSending: Sendable {
    /// Delivers `reports` under `idempotencyKey`; a server that saw the key before must not store
    /// them again.
    func sendBatch(_ reports: [Report], idempotencyKey: String) async throws(BatchSendFailure)
}

/// Why a batch was not delivered, and so what to do with it.
public enum BatchSendFailure: Error, Equatable, Sendable {
    /// Try again later: no answer, a 5xx, 408 or 429 — after `retryAfter` when the server said.
    case retry(reason: String, retryAfter: Duration?)
    /// The server refused the batch for good (a 4xx other than a bad report): it can never succeed,
    /// so it is dropped.
    case rejected(reason: String)
    /// The server refused what the batch holds (400, 413): one report that breaks a rule, or too much
    /// at once. The uploader halves the batch until the report is found, and drops only that one.
    case badReport(reason: String)
    /// Nobody is logged in, or the session ended: keep the batch until someone is.
    case notAuthorized
}
