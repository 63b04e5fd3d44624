import Foundation
import Locks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reports kept on disk until a server has them: `append` returns only after the report is
/// written and flushed to the disk, so neither a crash nor `kill -9` loses it. Several processes
/// may share one queue (two terminals running `mybiz`): every operation takes an exclusive `flock`
/// and first reads what the others appended.
///
/// Why a journal file and not SQLite: the module stays Foundation-only (an app needs no database
/// library for it), appends are one `write` and one `fsync`, and the format is simple enough to
/// recover by reading — a torn last line is the only damage a crash can do.
public final class ReportQueue: Sendable {
    /// The journal file.
    public let url: URL
    /// The most reports kept; beyond it the oldest are dropped and counted.
    public let capacity: Int
    private let file: Locked<OpenFile>

    /// Opens the queue in `url`, creating the file (and its folder) when missing.
    public init(url: URL, capacity: Int = 10_000) throws(ReportQueueError) {
        self.url = url
        self.capacity = capacity
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .cannotOpen(path: url.path, errno: EACCES)
        }
        file = Locked(try OpenFile(path: url.path))
        try locked { (_: inout OpenFile) throws(ReportQueueError) in }
    }

    /// Writes `report` to disk; returns `false` (keeping nothing) when the person opted out. When
    /// the queue is full the oldest report is dropped and counted.
    ///
    /// - Throws: `ReportQueueError.refused` — keeping nothing, and counting it — when the report breaks
    ///   a rule of the MyBiz contract, which would make the server refuse the whole batch it went in;
    ///   another `ReportQueueError` when the file cannot be written.
    @discardableResult
    public func append(_ report: Report, now: Date = Date()) throws(ReportQueueError) -> Bool {
        let problem = report.problem(now: now)
        return try locked { (file: inout OpenFile) throws(ReportQueueError) in
            guard !file.state.optedOut else { return false }
            if let problem {
                try file.append([.refused(count: file.state.refused + 1)])
                throw .refused(reason: problem)
            }
            try file.append([.report(seq: file.state.nextSeq, report: report)])
            let overflow = file.state.reports.count - capacity
            if overflow > 0 {
                let head = file.state.reports[overflow].seq
                try file.append([
                    .head(seq: head, dropped: file.state.dropped + overflow, next: file.state.nextSeq)
                ])
            }
            return true
        }
    }

    /// How many reports wait.
    public func count() throws(ReportQueueError) -> Int {
        try locked { (file: inout OpenFile) throws(ReportQueueError) in file.state.reports.count }
    }

    /// How many reports were dropped because the queue was full, since it was created or reset.
    public func droppedCount() throws(ReportQueueError) -> Int {
        try locked { (file: inout OpenFile) throws(ReportQueueError) in file.state.dropped }
    }

    /// How many reports were refused for breaking the contract (`append`), since the queue was
    /// created or reset.
    public func refusedCount() throws(ReportQueueError) -> Int {
        try locked { (file: inout OpenFile) throws(ReportQueueError) in file.state.refused }
    }

    /// This installation's anonymous id, made when the queue was first created or last reset.
    public func installID() throws(ReportQueueError) -> String {
        try locked { (file: inout OpenFile) throws(ReportQueueError) in file.state.installID ?? "" }
    }

    /// Whether the person opted out.
    public func isOptedOut() throws(ReportQueueError) -> Bool {
        try locked { (file: inout OpenFile) throws(ReportQueueError) in file.state.optedOut }
    }

    /// The batch to upload next: the one already being uploaded (by this or another process, or
    /// one that crashed), else up to `maxCount` reports from the front, marked as being uploaded.
    public func nextBatch(maxCount: Int) throws(ReportQueueError) -> PendingBatch? {
        try locked { (file: inout OpenFile) throws(ReportQueueError) in
            let state = file.state
            if let pending = state.pending {
                let reports = state.reports.filter { $0.seq >= pending.first && $0.seq <= pending.last }
                if !reports.isEmpty {
                    return PendingBatch(
                        first: pending.first, last: pending.last, key: pending.key, reports: reports.map(\.report))
                }
            }
            return try Self.mark(state.reports.prefix(maxCount), in: &file)
        }
    }

    /// Makes the batch being uploaded the first `count` reports of `batch`, under a key of their own,
    /// and answers it: a batch the server refused for one bad report is tried in halves until that
    /// report is found (`ReportUploader`). Nothing of a refused batch was stored, so its key is free.
    public func narrow(_ batch: PendingBatch, to count: Int) throws(ReportQueueError) -> PendingBatch {
        try locked { (file: inout OpenFile) throws(ReportQueueError) in
            let reports = file.state.reports.filter { $0.seq >= batch.first && $0.seq <= batch.last }
            return try Self.mark(reports.prefix(max(count, 1)), in: &file) ?? batch
        }
    }

    /// Marks `taken` as the batch being uploaded, under the key its numbers make
    /// (`installID:first-last`), and answers it; `nil` when there is nothing to take.
    private static func mark(_ taken: ArraySlice<(seq: Int, report: Report)>, in file: inout OpenFile)
        throws(ReportQueueError) -> PendingBatch?
    {
        guard let first = taken.first?.seq, let last = taken.last?.seq else { return nil }
        let key = "\(file.state.installID ?? "install"):\(first)-\(last)"
        try file.append([.batch(first: first, last: last, key: key)])
        return PendingBatch(first: first, last: last, key: key, reports: taken.map(\.report))
    }

    /// Removes `batch` — delivered, or refused for good. Removing it twice does nothing.
    public func remove(_ batch: PendingBatch) throws(ReportQueueError) {
        try locked { (file: inout OpenFile) throws(ReportQueueError) in
            guard batch.last >= file.state.head else { return }
            try file.append([.head(seq: batch.last + 1, dropped: file.state.dropped, next: file.state.nextSeq)])
            try file.compactIfWorthIt()
        }
    }

    /// Opting out stops collecting and removes every waiting report; opting in again collects anew.
    public func setOptedOut(_ optedOut: Bool) throws(ReportQueueError) {
        try locked { (file: inout OpenFile) throws(ReportQueueError) in
            var lines: [ReportQueueJournal] = [.optOut(optedOut)]
            if optedOut { lines.append(.head(seq: file.state.nextSeq, dropped: 0, next: file.state.nextSeq)) }
            try file.append(lines)
            try file.compactIfWorthIt()
        }
    }

    /// Removes every waiting report and gives the installation a new anonymous id.
    public func reset() throws(ReportQueueError) {
        try locked { (file: inout OpenFile) throws(ReportQueueError) in
            try file.append([
                .install(id: UUID().uuidString), .head(seq: file.state.nextSeq, dropped: 0, next: file.state.nextSeq),
                .refused(count: 0),
            ])
            try file.compactIfWorthIt()
        }
    }

    /// Runs `body` holding the lock, after reading what other processes wrote.
    private func locked<T>(_ body: (inout OpenFile) throws(ReportQueueError) -> T) throws(ReportQueueError) -> T {
        try file.withLock { (file: inout OpenFile) throws(ReportQueueError) -> T in
            try file.lockAndRefresh()
            defer { file.unlock() }
            if file.state.installID == nil { try file.append([.install(id: UUID().uuidString)]) }
            return try body(&file)
        }
    }
}
