import Analytics
import Foundation
import Testing

@Suite("ReportQueue: reports on disk until a server has them")
struct ReportQueueTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("queue-\(UUID().uuidString)")
    var url: URL { folder.appendingPathComponent("analytics-queue.jsonl") }

    static func report(_ index: Int) -> Report {
        Report(
            name: AnalyticsEvent("screen\(index)"),
            recordedDate: Date(timeIntervalSince1970: 1_795_339_800 + Double(index)),
            type: .screenView, device: "x86_64", os: "Linux 6.8.0", appVersion: "1.0")
    }

    @Test("appended reports survive reopening, in order, in a file only the owner can read")
    func persistence() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try ReportQueue(url: url)
        for index in 0..<3 { try queue.append(Self.report(index)) }
        let reopened = try ReportQueue(url: url)
        #expect(try reopened.count() == 3)
        #expect(try reopened.nextBatch(maxCount: 10)?.reports == (0..<3).map(Self.report))
        #expect(try reopened.installID() == queue.installID())
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
    }

    @Test(
        "a report that breaks the contract is refused when recorded, naming the field, and counted — after a restart too"
    )
    func refusedReport() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try ReportQueue(url: url)
        try queue.append(Self.report(0))
        // Given a report whose device is 101 characters long
        var long = Self.report(1)
        long.device = String(repeating: "d", count: 101)
        // When it is recorded, then it is refused with the server's own sentence, and nothing is kept
        #expect(throws: ReportQueueError.refused(reason: "device must be at most 100 characters.")) {
            try queue.append(long)
        }
        var future = Self.report(2)
        future.recordedDate = Date().addingTimeInterval(3 * 86_400)
        #expect(throws: ReportQueueError.refused(reason: "recordedDate must not be more than 1 day in the future.")) {
            try queue.append(future)
        }
        #expect(try queue.count() == 1 && queue.refusedCount() == 2)
        #expect(try ReportQueue(url: url).refusedCount() == 2)
        try queue.append(Self.report(3))
        #expect(try queue.nextBatch(maxCount: 20)?.reports == [Self.report(0), Self.report(3)])
        try queue.reset()
        #expect(try queue.refusedCount() == 0)
    }

    @Test("a batch narrowed to its first reports goes under a key of their own; the rest follow in the next")
    func narrowed() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try ReportQueue(url: url)
        for index in 0..<5 { try queue.append(Self.report(index)) }
        let batch = try #require(try queue.nextBatch(maxCount: 5))
        let half = try queue.narrow(batch, to: 2)
        let install = try queue.installID()
        #expect(half.reports == (0..<2).map(Self.report) && half.key == "\(install):0-1")
        #expect(try ReportQueue(url: url).nextBatch(maxCount: 5) == half, "kept across a restart")
        try queue.remove(half)
        #expect(try queue.nextBatch(maxCount: 5)?.reports == (2..<5).map(Self.report))
    }

    @Test("a batch keeps its reports and key until removed — after a restart too")
    func batches() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try ReportQueue(url: url)
        for index in 0..<5 { try queue.append(Self.report(index)) }
        let batch = try #require(try queue.nextBatch(maxCount: 3))
        #expect(batch.reports == (0..<3).map(Self.report))
        #expect(batch.key == "\(try queue.installID()):0-2")
        try queue.append(Self.report(5))
        // The process dies here, before the server's answer: the next one resends the same batch.
        let restarted = try ReportQueue(url: url)
        #expect(try restarted.nextBatch(maxCount: 20) == batch)
        try restarted.remove(batch)
        try restarted.remove(batch)
        let next = try #require(try restarted.nextBatch(maxCount: 20))
        #expect(next.reports == (3..<6).map(Self.report) && next.key.hasSuffix(":3-5"))
        try restarted.remove(next)
        #expect(try restarted.nextBatch(maxCount: 20) == nil)
        #expect(try restarted.count() == 0)
    }

    @Test("a torn last line — a crash mid-write — is cut off and the rest is kept")
    func tornLine() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try ReportQueue(url: url)
        for index in 0..<2 { try queue.append(Self.report(index)) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"report":{"seq":2,"report":{"name":"scr"#.utf8))
        try handle.close()
        let reopened = try ReportQueue(url: url)
        #expect(try reopened.count() == 2)
        try reopened.append(Self.report(2))
        let again = try ReportQueue(url: url)
        #expect(try again.nextBatch(maxCount: 10)?.reports == (0..<3).map(Self.report))
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.hasSuffix("\n") && !text.contains(#""name":"scr"{"#))
    }

    @Test("beyond its capacity the oldest reports are dropped and counted")
    func capacity() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try ReportQueue(url: url, capacity: 5)
        for index in 0..<8 { try queue.append(Self.report(index)) }
        #expect(try queue.count() == 5)
        #expect(try queue.droppedCount() == 3)
        #expect(try queue.nextBatch(maxCount: 10)?.reports == (3..<8).map(Self.report))
        #expect(try ReportQueue(url: url, capacity: 5).droppedCount() == 3)
    }

    @Test("opting out purges and stops collecting; reset clears the queue and changes the install id")
    func privacy() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try ReportQueue(url: url)
        for index in 0..<3 { try queue.append(Self.report(index)) }
        try queue.setOptedOut(true)
        #expect(try queue.count() == 0)
        #expect(try queue.append(Self.report(3)) == false)
        #expect(try ReportQueue(url: url).isOptedOut())
        #expect(try ReportQueue(url: url).count() == 0)
        try queue.setOptedOut(false)
        #expect(try queue.append(Self.report(4)))

        let before = try queue.installID()
        try queue.reset()
        #expect(try queue.count() == 0)
        #expect(try queue.installID() != before)
        try queue.append(Self.report(5))
        // Numbers go on after a reset (0–2 purged, 3 for report 4), so no batch key is reused.
        #expect(try queue.nextBatch(maxCount: 10)?.first == 4)
    }

    @Test("two processes sharing the file see each other's reports, numbered once")
    func shared() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try ReportQueue(url: url)
        let second = try ReportQueue(url: url)
        for index in 0..<10 { try (index.isMultiple(of: 2) ? first : second).append(Self.report(index)) }
        #expect(try first.count() == 10 && second.count() == 10)
        let batch = try #require(try first.nextBatch(maxCount: 4))
        #expect(try second.nextBatch(maxCount: 4) == batch)
        try second.remove(batch)
        #expect(try first.count() == 6)
        #expect(try first.nextBatch(maxCount: 20)?.reports == (4..<10).map(Self.report))
    }

    @Test("the file is rewritten when delivered lines dominate; every reader follows the new file")
    func compaction() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try ReportQueue(url: url)
        let other = try ReportQueue(url: url)
        for index in 0..<1_500 { try queue.append(Self.report(index)) }
        let fullSize = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)
        while try queue.count() > 3, let batch = try queue.nextBatch(maxCount: 20) {
            try queue.remove(batch)
        }
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)
        #expect(size.intValue < fullSize.intValue / 5)
        #expect(try other.count() == queue.count())
        try other.append(Self.report(1_500))
        #expect(try queue.count() == other.count())
        #expect(try ReportQueue(url: url).nextBatch(maxCount: 100)?.reports.last == Self.report(1_500))
    }
}
