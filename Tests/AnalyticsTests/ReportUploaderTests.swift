import Analytics
import Foundation
import Locks
import Logging
import NetworkingTesting
import Testing

/// A batch endpoint that answers from a script, then accepts; like a real server it stores a key's
/// batch once.
final class ScriptedBatchServer: ReportBatchSending {
    private struct State {
        var script: [BatchSendFailure?] = []
        var attempts: [String] = []
        var stored: [String: [Report]] = [:]
        var storedOrder: [String] = []
        /// Tests waiting until this many reports are stored.
        var watchers: [(count: Int, resume: CheckedContinuation<Void, Never>)] = []
    }
    private let state = Locked(State())
    /// Reports the server refuses for good, whatever the script says: a batch holding one is refused whole.
    private let refuses: @Sendable (Report) -> Bool

    init(_ script: [BatchSendFailure?] = [], refusing refuses: @escaping @Sendable (Report) -> Bool = { _ in false }) {
        state.withLock { $0.script = script }
        self.refuses = refuses
    }

    /// Keys of every attempt, in order.
    var attempts: [String] { state.withLock { $0.attempts } }
    /// Reports stored, in the order their batches were first stored.
    var stored: [Report] { state.withLock { state in state.storedOrder.flatMap { state.stored[$0] ?? [] } } }

    /// Returns once at least `count` reports are stored.
    func waitForStored(_ count: Int) async {
        await withCheckedContinuation { (resume: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state -> Bool in
                guard state.storedOrder.reduce(0, { $0 + (state.stored[$1]?.count ?? 0) }) < count else { return true }
                state.watchers.append((count, resume))
                return false
            }
            if ready { resume.resume() }
        }
    }

    func sendBatch(_ reports: [Report], idempotencyKey: String) async throws(BatchSendFailure) {
        // As a real transport does: a cancelled task's request fails.
        if Task.isCancelled { throw .retry(reason: "cancelled", retryAfter: nil) }
        if let index = reports.firstIndex(where: refuses) {
            state.withLock { $0.attempts.append(idempotencyKey) }
            throw .badReport(reason: "[\(index)].device must be at most 100 characters.")
        }
        let outcome: BatchSendFailure? = state.withLock { state in
            state.attempts.append(idempotencyKey)
            return state.script.isEmpty ? nil : state.script.removeFirst()
        }
        if case .rejected = outcome { throw outcome! }
        if case .badReport = outcome { throw outcome! }
        if let outcome, outcome != .lostAnswer { throw outcome }
        let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            if state.stored[idempotencyKey] == nil {
                state.stored[idempotencyKey] = reports
                state.storedOrder.append(idempotencyKey)
            }
            let count = state.storedOrder.reduce(0) { $0 + (state.stored[$1]?.count ?? 0) }
            let ready = state.watchers.filter { $0.count <= count }.map(\.resume)
            state.watchers.removeAll { $0.count <= count }
            return ready
        }
        for watcher in ready { watcher.resume() }
        if outcome == .lostAnswer { throw .retry(reason: "connection reset", retryAfter: nil) }
    }
}

extension BatchSendFailure {
    /// In a script: the server stores the batch, but its answer never arrives.
    static let lostAnswer = BatchSendFailure.retry(reason: "lost answer", retryAfter: .seconds(-1))
}

@Suite("ReportUploader: batches, backoff, drop rules")
struct ReportUploaderTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uploader-\(UUID().uuidString)")

    func queue(with count: Int) throws -> ReportQueue {
        let queue = try ReportQueue(url: folder.appendingPathComponent("queue.jsonl"))
        for index in 0..<count { try queue.append(ReportQueueTests.report(index)) }
        return queue
    }

    func uploader(_ queue: ReportQueue, _ server: ScriptedBatchServer, clock: ImmediateClock = ImmediateClock())
        -> ReportUploader
    {
        ReportUploader(
            queue: queue, sender: server, backoff: UploadBackoff(jitter: { 1 }), clock: clock,
            logger: Logger(label: "test"))
    }

    @Test("flush sends batches of 20 in order under stable keys and removes them once accepted")
    func flush() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try queue(with: 45)
        let server = ScriptedBatchServer()
        let result = await uploader(queue, server).flush()
        #expect(result == .init(delivered: 45, refused: 0, waiting: 0, failure: nil))
        let install = try queue.installID()
        #expect(server.attempts == ["\(install):0-19", "\(install):20-39", "\(install):40-44"])
        #expect(server.stored == (0..<45).map(ReportQueueTests.report))
    }

    @Test("a batch refused for one report is halved until that report is found: every other one is delivered, in order")
    func oneBadReport() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // Given 45 reports of which the server refuses the 8th and the 30th (kept by an older app, say)
        let queue = try queue(with: 45)
        let bad: Set<String> = ["screen7", "screen29"]
        let server = ScriptedBatchServer(refusing: { bad.contains($0.name.rawValue) })
        // When they are flushed
        let result = await uploader(queue, server).flush()
        // Then only those two are dropped, and every good one is stored once, in order
        #expect(result == .init(delivered: 43, refused: 2, waiting: 0, failure: nil))
        #expect(server.stored == (0..<45).filter { ![7, 29].contains($0) }.map(ReportQueueTests.report))
        // Each bad report costs at most five refusals (20, 10, 5, 2, 1) and as many accepted halves.
        #expect(server.attempts.count <= 25, "\(server.attempts.count) tries")
    }

    @Test("a report refused alone is dropped and the next ones still go; a retryable failure keeps everything")
    func dropRules() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try queue(with: 50)
        // Given a server that refuses the first batch for good, its halves too, then fails for a while
        let server = ScriptedBatchServer(
            Array(repeating: .badReport(reason: "the server's own rule"), count: 5)
                + [nil, .retry(reason: "503", retryAfter: nil)])
        let result = await uploader(queue, server).flush()
        // Then the first 20 are halved down to report 0 alone (20, 10, 5, 2, 1), which is dropped; the
        // next 20 are delivered; the rest wait
        #expect(result.refused == 1 && result.delivered == 20 && result.waiting == 29)
        #expect(result.failure == .retry(reason: "503", retryAfter: nil))
        #expect(server.stored == (1...20).map(ReportQueueTests.report))
    }

    @Test("a batch refused for good for what it is not (403, 404: a wrong address) is dropped whole, not halved")
    func refusedWhole() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try queue(with: 30)
        let server = ScriptedBatchServer([.rejected(reason: "Not Found")])
        let result = await uploader(queue, server).flush()
        #expect(result.refused == 20 && result.delivered == 10 && server.attempts.count == 2)
    }

    @Test("without a session nothing is dropped")
    func notAuthorized() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try queue(with: 5)
        let result = await uploader(queue, ScriptedBatchServer([.notAuthorized])).flush()
        #expect(result.failure == .notAuthorized && result.waiting == 5)
    }

    @Test("a lost answer is retried under the same key: the server stores the batch once")
    func lostAnswer() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try queue(with: 3)
        let server = ScriptedBatchServer([.lostAnswer])
        let clock = ImmediateClock()
        let result = await uploader(queue, server, clock: clock).flushRetrying()
        #expect(result.delivered == 3 && result.waiting == 0)
        #expect(server.attempts.count == 2 && Set(server.attempts).count == 1)
        #expect(server.stored == (0..<3).map(ReportQueueTests.report))
    }

    @Test("retries back off 0.5 s doubling, at least what Retry-After asks")
    func backoff() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try queue(with: 1)
        let server = ScriptedBatchServer([
            .retry(reason: "no answer", retryAfter: nil), .retry(reason: "429", retryAfter: .seconds(10)),
            .retry(reason: "503", retryAfter: nil), .retry(reason: "503", retryAfter: nil),
        ])
        let clock = ImmediateClock()
        let result = await uploader(queue, server, clock: clock).flushRetrying()
        #expect(result.delivered == 1)
        #expect(clock.sleeps == [.milliseconds(500), .seconds(10), .seconds(2), .seconds(4)])
    }

    @Test("the backoff is jittered between half and all of its step, and never over 5 minutes")
    func backoffLimits() {
        let low = UploadBackoff(jitter: { 0.5 })
        #expect(low.delay(afterFailures: 1) == .milliseconds(250))
        #expect(UploadBackoff(jitter: { 1 }).delay(afterFailures: 12) == .seconds(300))
        #expect(UploadBackoff(jitter: { 1 }).delay(afterFailures: 1, retryAfter: .seconds(3_600)) == .seconds(300))
        #expect(UploadBackoff(jitter: { 1 }).delay(afterFailures: 200) == .seconds(300))
        let standard = UploadBackoff()
        for failures in 1...5 {
            let delay = standard.delay(afterFailures: failures)
            let step = Duration.milliseconds(500) * (1 << (failures - 1))
            #expect(delay >= step / 2 && delay <= step)
        }
    }

    @Test("a running uploader sends what waits every interval, again and again")
    func everyInterval() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try queue(with: 0)
        let server = ScriptedBatchServer()
        let clock = ManualClock()
        let uploader = ReportUploader(
            queue: queue, sender: server, interval: .seconds(30), clock: clock, logger: Logger(label: "test"))
        let task = Task { await uploader.run() }
        for index in 0..<3 {
            // Given a report waiting while the uploader waits for its interval
            try queue.append(ReportQueueTests.report(index))
            await clock.waitForSleepers()
            #expect(server.stored.count == index)
            // When the interval passes, then the report is sent
            clock.advance(by: .seconds(30))
            await server.waitForStored(index + 1)
            #expect(server.stored.count == index + 1)
        }
        task.cancel()
        await task.value
    }

    @Test("a running uploader sends as soon as 20 reports wait, and once more when stopped")
    func running() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try queue(with: 0)
        let server = ScriptedBatchServer()
        let uploader = ReportUploader(
            queue: queue, sender: server, interval: .seconds(3_600), clock: ManualClock(), logger: Logger(label: "test")
        )
        let task = Task { await uploader.run() }
        for index in 0..<20 {
            try queue.append(ReportQueueTests.report(index))
            uploader.reportAdded()
        }
        // The interval never passes: a full batch alone wakes the uploader.
        await server.waitForStored(20)
        #expect(server.stored.count == 20)
        try queue.append(ReportQueueTests.report(20))
        task.cancel()
        await task.value
        #expect(server.stored.count == 21)
    }
}
