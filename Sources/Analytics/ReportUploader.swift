public import Logging

/// Sends a `ReportQueue`'s reports in batches: when 20 are waiting or 30 seconds have passed,
/// whichever comes first, on demand (`flush`), and once more when stopped. A batch leaves the queue
/// only after the server accepted it, or refused it for good (then the reason is logged). A batch
/// refused for what it holds (`BatchSendFailure.badReport`) is split in halves until the report it
/// refuses is found, and only that report is dropped. On other failures the batch stays and the
/// uploader backs off.
public actor ReportUploader {
    /// What one flush did.
    public struct FlushResult: Sendable, Equatable {
        /// Reports the server accepted.
        public var delivered: Int
        /// Reports dropped because the server refused them for good.
        public var refused: Int
        /// Reports still waiting.
        public var waiting: Int
        /// Why the flush stopped early, if it did.
        public var failure: BatchSendFailure?

        /// A result with the given counts.
        public init(delivered: Int = 0, refused: Int = 0, waiting: Int = 0, failure: BatchSendFailure? = nil) {
            self.delivered = delivered
            self.refused = refused
            self.waiting = waiting
            self.failure = failure
        }
    }

    private let queue: ReportQueue
    private let sender: any ReportBatchSending
    private let batchSize: Int
    private let interval: Duration
    private let backoff: UploadBackoff
    private let clock: any Clock<Duration>
    private let logger: Logger
    /// The `run` loop waiting for its next upload, if it is.
    private var waiter: CheckedContinuation<Void, Never>?
    /// A wake-up that came while nobody waited; the next wait returns at once.
    private var wakePending = false

    /// An uploader of `queue` to `sender`.
    public init(
        queue: ReportQueue, sender: any ReportBatchSending, batchSize: Int = 20, interval: Duration = .seconds(30),
        backoff: UploadBackoff = UploadBackoff(), clock: any Clock<Duration> = ContinuousClock(),
        logger: Logger = Logger(label: "mybiz.analytics.upload")
    ) {
        self.queue = queue
        self.sender = sender
        self.batchSize = batchSize
        self.interval = interval
        self.backoff = backoff
        self.clock = clock
        self.logger = logger
    }

    /// Tells a running uploader a report was added; it uploads at once when a batch is full.
    public nonisolated func reportAdded() {
        Task { await self.wakeIfBatchIsFull() }
    }

    private func wakeIfBatchIsFull() {
        if ((try? queue.count()) ?? 0) >= batchSize { wake() }
    }

    private func wake() {
        if let waiter {
            self.waiter = nil
            waiter.resume()
        } else {
            wakePending = true
        }
    }

    /// Sends every waiting batch now, stopping at the first failure that is not a refusal.
    @discardableResult
    public func flush() async -> FlushResult {
        var result = FlushResult()
        do {
            batches: while let batch = try queue.nextBatch(maxCount: batchSize) {
                let failure: BatchSendFailure?
                do {
                    try await sender.sendBatch(batch.reports, idempotencyKey: batch.key)
                    failure = nil
                } catch {
                    failure = error
                }
                switch failure {
                case nil:
                    try queue.remove(batch)
                    result.delivered += batch.reports.count
                case .badReport where batch.reports.count > 1:
                    // One report the server refuses refuses its whole batch: the halves are tried until
                    // it is found, so every other report is delivered.
                    _ = try queue.narrow(batch, to: batch.reports.count / 2)
                case .badReport(let reason):
                    logger.error("The server refused an analytics report for good; it is dropped: \(reason)")
                    try queue.remove(batch)
                    result.refused += 1
                case .rejected(let reason):
                    logger.error(
                        "The server refused \(batch.reports.count) analytics reports for good; they are dropped: \(reason)"
                    )
                    try queue.remove(batch)
                    result.refused += batch.reports.count
                case .retry, .notAuthorized:
                    result.failure = failure
                    break batches
                }
            }
            result.waiting = try queue.count()
        } catch {
            logger.error("\(error)")
            result.failure = .retry(reason: "\(error)", retryAfter: nil)
        }
        return result
    }

    /// Flushes until the queue is empty or a failure other than a retryable one; after each
    /// retryable failure waits as `backoff` says. Returns the last flush's result.
    public func flushRetrying() async -> FlushResult {
        var failures = 0
        while true {
            let result = await flush()
            guard case .retry(let reason, let retryAfter) = result.failure else { return result }
            failures += 1
            let delay = backoff.delay(afterFailures: failures, retryAfter: retryAfter)
            logger.info("Analytics upload failed (\(reason)); next try in \(delay)")
            do {
                try await clock.sleep(for: delay)
            } catch {
                return result
            }
        }
    }

    /// Uploads until the task is cancelled: every `interval`, or at once when a batch is full;
    /// when cancelled, flushes once more without waiting.
    public func run() async {
        while !Task.isCancelled {
            await waitForWork()
            if Task.isCancelled { break }
            _ = await flushRetrying()
        }
        // A task of its own, so the cancellation that stops the loop does not cancel this upload.
        _ = await Task { await self.flush() }.value
    }

    /// Returns after `interval`, sooner when `batchSize` reports wait or the task is cancelled.
    private func waitForWork() async {
        if wakePending {
            wakePending = false
            return
        }
        let clock = self.clock
        let interval = self.interval
        let timer = Task {
            try await clock.sleep(for: interval)
            self.wake()
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { waiter = $0 }
        } onCancel: {
            Task { await self.wake() }
        }
        timer.cancel()
        wakePending = false
    }
}
