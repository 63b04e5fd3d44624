import Foundation
import MyBizAPI
import SQLKit
import ServerTestSupport
import Testing

@testable import AnalyticsServer
@testable import MyBizServer
@testable import ServerDatabase

@Suite("AnalyticsEventInsert: a batch stored in one statement, each distinct value bound once")
struct AnalyticsEventInsertTests {
    /// 2026-11-01T09:30:00Z.
    private static let morning = 1_793_525_400.0
    private static let sender = UUID(uuidString: "6A5D2F2E-1B7C-4E0A-9C1D-2F3E4A5B6C7D")!

    private static func event(_ name: String, at seconds: Double, duration: Double? = 1.5) -> StoredAnalyticsEvent {
        StoredAnalyticsEvent(
            id: UUID(), name: name, user: sender, eventDate: Date(timeIntervalSince1970: morning + 60),
            recordedDate: Date(timeIntervalSince1970: seconds), type: "screenView", duration: duration,
            device: "iPhone16,1", os: "iOS 18.1", appVersion: "2.0")
    }

    @Test(
        "Given three reports of one person, when serialized, then shared values are bound once and named by number",
        arguments: TestDatabase.available)
    func sharedValuesBoundOnce(database: TestDatabase) async throws {
        try await database.withFreshDatabase(migrations: AnalyticsMigrationTests.schema) { database in
            // Given three screen views by one person on one device, two on the same screen at the same time
            let events = [
                Self.event("calendarShown", at: Self.morning), Self.event("calendarShown", at: Self.morning),
                Self.event("settingShown", at: Self.morning + 1, duration: nil),
            ]
            // When the statement is serialized for this database
            let (sql, binds) = database.sql.serialize(
                AnalyticsEventInsert(events: events, key: nil, dialect: database.sql.dialect.name))
            // Then the binds are the three ids and every other distinct value once, in first use
            let texts = binds.compactMap { $0 as? String }
            let numbers = binds.compactMap { $0 as? Double }
            #expect(binds.count == texts.count + numbers.count)
            #expect(texts.filter { UUID(uuidString: $0) != nil && $0 != Self.sender.uuidString }.count == 3)
            #expect(
                Set(texts.filter { UUID(uuidString: $0) == nil })
                    == ["calendarShown", "settingShown", "screenView", "iPhone16,1", "iOS 18.1", "2.0"])
            #expect(texts.filter { $0 == Self.sender.uuidString }.count == 1)
            #expect(numbers == [Self.morning + 60, Self.morning, 1.5, Self.morning + 1])
            #expect(binds.count == 3 + 7 + 4)
            // and the placeholders name them by number, the sender's (the third bound) in every row
            let mark = database.kind == .sqlite ? "?" : "$"
            #expect(sql.components(separatedBy: "\(mark)3,").count - 1 == 3, "\(sql)")
            #expect(sql.hasPrefix("INSERT INTO analytics_events (id, name, user_id,"))
            #expect(
                sql.components(separatedBy: "10, NULL, NULL, NULL)").count - 1 == 3,
                "an unkeyed row has no key, position or fingerprint")
        }
    }

    @Test("-0.0 and 0.0 are bound apart, and a text is shared between columns that hold it")
    func valuesComparedExactly() async throws {
        try await TestDatabase.sqlite.withFreshDatabase(migrations: AnalyticsMigrationTests.schema) { database in
            // Given a report lasting 0 and one lasting -0, and a screen named as the app version is
            let events = [
                Self.event("2.0", at: Self.morning, duration: 0.0), Self.event("2.0", at: Self.morning, duration: -0.0),
            ]
            // When the statement is serialized
            let (_, binds) = database.sql.serialize(
                AnalyticsEventInsert(events: events, key: nil, dialect: database.sql.dialect.name))
            // Then the two durations have a bind each, and the text "2.0" one
            let zeros = binds.compactMap { $0 as? Double }.filter { $0 == 0 }
            #expect(zeros.map(\.sign) == [.plus, .minus])
            #expect(binds.compactMap { $0 as? String }.filter { $0 == "2.0" }.count == 1)
        }
    }

    @Test(
        "Given keyed and unkeyed batches, when stored and listed, then every event comes back as it was sent",
        arguments: TestDatabase.available)
    func storedAsSent(database: TestDatabase) async throws {
        try await database.withFreshDatabase(migrations: AnalyticsMigrationTests.schema) { database in
            let repository = SQLAnalyticsRepository(database: database.sql, changes: DataChanges())
            // Given a batch with values that recur across rows and columns, a report with none of the
            // optional fields, one with empty ones, and 600 more of the same kinds
            var first = (0..<600).map { index in
                Self.event(
                    ["calendarShown", "iOS 18.1", "settingShown"][index % 3], at: Self.morning + Double(index % 7))
            }
            first[1].device = nil
            first[1].os = nil
            first[1].appVersion = nil
            first[1].duration = nil
            first[2].device = ""
            first[3].recordedDate = first[3].eventDate
            let second = (0..<50).map { Self.event("orgChartShown", at: Self.morning - Double($0)) }
            // When one is stored as it is and the other under a key
            try await repository.store(first)
            let key = BatchKey(user: Self.sender, key: "k-1", fingerprint: "v2:test")
            #expect(try await repository.store(second, once: key) == .stored)
            #expect(try await repository.store(second, once: key) == .repeated(count: 50))
            // Then listing them gives every event back, field for field
            let listed = try await repository.events(limit: 1_000, offset: 0)
            #expect(Set(listed) == Set(first + second))
            #expect(listed.count == 650)
            let positions = try await database.sql.raw(
                "SELECT batch_position, batch_fingerprint FROM analytics_events WHERE batch_key = 'k-1' ORDER BY batch_position"
            ).all()
            #expect(try positions.map { try $0.decode(column: "batch_position", as: Int.self) } == Array(0..<50))
            #expect(
                try positions.map { try $0.decode(column: "batch_fingerprint", as: String?.self) }
                    == ["v2:test"] + Array(repeating: nil, count: 49))
        }
    }

    @Test(
        "Given texts that look alike but differ in their bytes (é precomposed and as e with an accent), when stored in one batch, then each keeps its own bytes",
        arguments: TestDatabase.available)
    func lookAlikeTextsKeepTheirBytes(database: TestDatabase) async throws {
        try await database.withFreshDatabase(migrations: AnalyticsMigrationTests.schema) { database in
            let repository = SQLAnalyticsRepository(database: database.sql, changes: DataChanges())
            let spellings = ["caf\u{E9}", "cafe\u{301}", "caf\u{E9}", "cafe\u{301}"]
            var events = spellings.indices.map { Self.event("calendarShown", at: Self.morning + Double($0)) }
            for (index, spelling) in spellings.enumerated() { events[index].device = spelling }
            try await repository.store(events)
            let listed = try await repository.events(limit: 10, offset: 0)
            #expect(
                listed.compactMap { $0.device.map { Array($0.utf8) } }.sorted { $0.lexicographicallyPrecedes($1) }
                    == spellings.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) })
        }
    }
}
