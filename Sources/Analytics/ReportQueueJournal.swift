import Foundation

/// One line of the queue's file. The file is a journal: lines are only ever appended (and the
/// whole file occasionally rewritten without the lines that no longer matter), so a process killed
/// at any moment leaves at most a torn last line, which the next reader cuts off.
enum ReportQueueJournal: Codable, Equatable {
    /// A report handed over, numbered.
    case report(seq: Int, report: Report)
    /// Reports before `seq` are gone (delivered, refused or dropped for room); `dropped` counts
    /// those dropped for room so far; `next` is the number the next report gets.
    case head(seq: Int, dropped: Int, next: Int)
    /// Reports `first` … `last` are being uploaded under `key`; until the head passes them, any
    /// process resends exactly these under the same key.
    case batch(first: Int, last: Int, key: String)
    /// This installation's anonymous id.
    case install(id: String)
    /// Whether the person opted out of analytics.
    case optOut(Bool)
    /// How many reports were refused for breaking the contract, so far. Older readers skip the line.
    case refused(count: Int)
}

/// What the journal says, replayed line by line.
struct ReportQueueState {
    var reports: [(seq: Int, report: Report)] = []
    var head = 0
    var nextSeq = 0
    var dropped = 0
    var refused = 0
    var pending: (first: Int, last: Int, key: String)?
    var installID: String?
    var optedOut = false
    /// Lines in the file that no longer describe anything live; the file is rewritten when they
    /// outnumber the live ones.
    var staleLines = 0

    mutating func apply(_ entry: ReportQueueJournal) {
        switch entry {
        case .report(let seq, let report):
            nextSeq = max(nextSeq, seq + 1)
            if seq >= head { reports.append((seq, report)) } else { staleLines += 1 }
        case .head(let seq, let dropped, let next):
            staleLines += 1
            let before = reports.count
            reports.removeAll { $0.seq < seq }
            staleLines += before - reports.count
            head = max(head, seq)
            self.dropped = max(self.dropped, dropped)
            nextSeq = max(nextSeq, next)
            if let pending, pending.first < head { self.pending = nil }
        case .batch(let first, let last, let key):
            if pending != nil { staleLines += 1 }
            pending = first >= head ? (first, last, key) : nil
        case .install(let id):
            if installID != nil { staleLines += 1 }
            installID = id
        case .optOut(let flag):
            staleLines += 1
            optedOut = flag
        case .refused(let count):
            staleLines += 1
            refused = count
        }
    }

    /// The lines a fresh file needs to say the same.
    var compacted: [ReportQueueJournal] {
        var lines: [ReportQueueJournal] = []
        if let installID { lines.append(.install(id: installID)) }
        if optedOut { lines.append(.optOut(true)) }
        if refused > 0 { lines.append(.refused(count: refused)) }
        lines.append(.head(seq: head, dropped: dropped, next: nextSeq))
        lines += reports.map { .report(seq: $0.seq, report: $0.report) }
        if let pending { lines.append(.batch(first: pending.first, last: pending.last, key: pending.key)) }
        return lines
    }
}
