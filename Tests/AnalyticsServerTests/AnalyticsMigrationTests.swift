import Foundation
import MyBizAPI
import SQLKit
import ServerTestSupport
import Testing

@testable import AnalyticsServer
@testable import MyBizServer
@testable import ServerDatabase

@Suite("Analytics migrations")
struct AnalyticsMigrationTests {
    /// The accounts' schema and the analytics', as the server applies them: by version.
    static let schema = (MyBizMigrations.all + AnalyticsMigrations.all).sorted { $0.version < $1.version }

    @Test(
        "106 keeps every stored event, drops the unique id index, and keys batches", arguments: TestDatabase.available)
    func eventIndexes(database: TestDatabase) async throws {
        try await database.withFreshStorage { storage in
            try await TestDatabase.withDatabase(at: storage) { database in
                let before = Self.schema.filter { $0.version < 106 }
                try await Migrator(database: database, migrations: before).migrate()
                let repository = SQLAnalyticsRepository(database: database.sql, changes: DataChanges())
                let event = StoredAnalyticsEvent(
                    id: UUID(), name: "calendarShown", user: UUID(),
                    eventDate: Date(timeIntervalSince1970: 1_795_339_800),
                    recordedDate: Date(timeIntervalSince1970: 1_795_339_800), type: "screenView", duration: nil,
                    device: nil, os: nil, appVersion: "1.0")
                // As a server before 106 stored it.
                try await database.sql.insert(into: "analytics_events")
                    .columns("id", "name", "user_id", "event_date", "recorded_date", "type", "app_version")
                    .values(
                        SQLBind(event.id.uuidString), SQLBind(event.name), SQLBind(event.user.uuidString),
                        SQLBind(event.eventDate.timeIntervalSince1970),
                        SQLBind(event.recordedDate.timeIntervalSince1970),
                        SQLBind(event.type), SQLBind(event.appVersion)
                    )
                    .run()

                let applied = try await Migrator(
                    database: database, migrations: Self.schema
                ).migrate()
                #expect(applied == Self.schema.map(\.version).filter { $0 >= 106 })
                #expect(try await repository.events(limit: 10, offset: 0) == [event])
                try await repository.store([event])
                #expect(try await repository.events(limit: 10, offset: 0).count == 2)
                let key = BatchKey(user: event.user, key: "k", fingerprint: "f")
                #expect(try await repository.store([event], once: key) == .stored)
                #expect(try await repository.store([event], once: key) == .repeated(count: 1))
                #expect(try await repository.events(limit: 10, offset: 0).count == 3)
            }
        }
    }
}
