import Foundation
import MyBizAPI
import Synchronization
import Testing

@testable import AnalyticsServer
@testable import MyBizServer

@Suite("Group commit: reports sent at once are stored together, each caller answered only once stored")
struct GroupCommitTests {
    /// Records each statement's reports; refuses any statement holding a report named "bad", and
    /// takes its time so callers pile up behind a write.
    final class Recording: AnalyticsRepository {
        struct Refused: Error {}
        struct Unused: Error {}
        let statements = Mutex<[[String]]>([])

        func store(_ events: [StoredAnalyticsEvent]) async throws {
            try await Task.sleep(for: .milliseconds(20))
            if events.contains(where: { $0.name == "bad" }) { throw Refused() }
            statements.withLock { $0.append(events.map(\.name)) }
        }
        func store(_ events: [StoredAnalyticsEvent], once key: BatchKey) async throws -> BatchStorage { throw Unused() }
        func storedBatch(_ key: BatchKey, events: [StoredAnalyticsEvent]) async throws -> BatchStorage? {
            throw Unused()
        }
        func events(limit: Int, offset: Int) async throws -> [StoredAnalyticsEvent] { throw Unused() }
        func usage(in period: Range<Date>) async throws -> AnalyticsUsage { throw Unused() }
        func breakdown(in period: Range<Date>) async throws -> AnalyticsBreakdown { throw Unused() }
    }

    static func report(_ name: String) -> StoredAnalyticsEvent {
        StoredAnalyticsEvent(
            id: UUID(), name: name, user: UUID(), eventDate: Date(), recordedDate: Date(), type: "screenView",
            duration: nil, device: nil, os: nil, appVersion: nil)
    }

    @Test("Given 40 callers at once, then every report is stored, in fewer statements than callers")
    func together() async throws {
        let base = Recording()
        let repository = GroupCommitAnalyticsRepository(base)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<40 { group.addTask { try await repository.store([Self.report("r\(index)")]) } }
            try await group.waitForAll()
        }
        let statements = base.statements.withLock { $0 }
        #expect(Set(statements.flatMap { $0 }) == Set((0..<40).map { "r\($0)" }))
        #expect(statements.count < 40, "\(statements.count) statements")
    }

    @Test("Given one bad report among others, then only its caller fails; the rest are stored")
    func failureIsOwn() async throws {
        let base = Recording()
        let repository = GroupCommitAnalyticsRepository(base)
        let outcomes = try await withThrowingTaskGroup(of: (String, Bool).self) { group in
            for name in ["a", "b", "bad", "c", "d"] {
                group.addTask {
                    do {
                        try await repository.store([Self.report(name)])
                        return (name, true)
                    } catch {
                        return (name, false)
                    }
                }
            }
            return try await group.reduce(into: [String: Bool]()) { $0[$1.0] = $1.1 }
        }
        #expect(outcomes == ["a": true, "b": true, "bad": false, "c": true, "d": true])
        #expect(Set(base.statements.withLock { $0 }.flatMap { $0 }) == ["a", "b", "c", "d"])
    }

    @Test("Given more reports waiting than one statement takes, then they go in several")
    func bounded() async throws {
        let base = Recording()
        let repository = GroupCommitAnalyticsRepository(base, maxGroup: 3)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<10 { group.addTask { try await repository.store([Self.report("r\(index)")]) } }
            try await group.waitForAll()
        }
        let statements = base.statements.withLock { $0 }
        #expect(statements.allSatisfy { $0.count <= 3 })
        #expect(statements.flatMap { $0 }.count == 10)
    }
}
