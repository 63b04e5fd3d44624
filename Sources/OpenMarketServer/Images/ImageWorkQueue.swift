import NIOPosix

/// Runs image work — decoding, re-encoding, thumbnails — on NIO's blocking-work threads, at most
/// `concurrentJobs` at once server-wide, first come first served. A job that cannot start within
/// `maxWait`, or finds `maxWaiting` jobs already waiting, is refused (`ImageWorkBusy`), so memory
/// stays bounded by a few images however many uploads arrive together.
actor ImageWorkQueue {
    private let limits: ImageLimits
    private let threadPool: NIOThreadPool
    private var running = 0
    private var waiting: [(id: Int, continuation: CheckedContinuation<Void, any Error>)] = []
    private var nextID = 0

    init(limits: ImageLimits, threadPool: NIOThreadPool = .singleton) {
        self.limits = limits
        self.threadPool = threadPool
    }

    /// `work`'s result, once it had its turn on a worker thread.
    ///
    /// - Throws: `ImageWorkBusy` when it could not get a turn; whatever `work` throws.
    func run<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws -> Result {
        try await turn()
        defer { finished() }
        return try await threadPool.runIfActive(work)
    }

    private func turn() async throws {
        if running < limits.concurrentJobs {
            running += 1
            return
        }
        guard waiting.count < limits.maxWaiting else { throw ImageWorkBusy(retryAfter: 5) }
        let id = nextID
        nextID += 1
        let maxWait = limits.maxWait
        let timeout = Task { [weak self] in
            try await Task.sleep(for: maxWait)
            await self?.giveUp(id, ImageWorkBusy(retryAfter: 10))
        }
        defer { timeout.cancel() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                waiting.append((id, continuation))
            }
        } onCancel: {
            Task { await self.giveUp(id, CancellationError()) }
        }
    }

    /// A job finished: the next waiting one starts (its slot is handed over), or the slot frees.
    private func finished() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().continuation.resume()
        }
    }

    /// Stops job `id` waiting, if it still is, with `error`.
    private func giveUp(_ id: Int, _ error: any Error) {
        guard let index = waiting.firstIndex(where: { $0.id == id }) else { return }
        waiting.remove(at: index).continuation.resume(throwing: error)
    }
}

/// No turn for image work came in time: the server is busy with other images.
struct ImageWorkBusy: Error {
    /// Seconds to suggest waiting.
    let retryAfter: Int
}
