import Foundation
import MyBizAPI
import SQLKit
import ServerTestSupport
import Testing

@testable import AnalyticsServer
@testable import MyBizServer
@testable import ServerDatabase

@Suite("Analytics counted per day: summaries read the daily counts and equal a count of the events")
struct AnalyticsRollupTests {
    private static let day = 86_400.0
    /// 2026-11-01T00:00:00Z.
    private static let november = 1_793_491_200.0

    @Test("a period is split into its whole UTC days and the instants before and after them")
    func periodSplit() {
        let aligned = AnalyticsRollupPeriod(date(Self.november)..<date(Self.november + 3 * Self.day))
        #expect(aligned.days == 20_758..<20_761 && aligned.edges.isEmpty)
        let ragged = AnalyticsRollupPeriod(date(Self.november - 60)..<date(Self.november + Self.day + 30))
        #expect(ragged.days == 20_758..<20_759)
        #expect(
            ragged.edges == [
                (Self.november - 60)..<Self.november, (Self.november + Self.day)..<(Self.november + Self.day + 30),
            ])
        let inside = AnalyticsRollupPeriod(date(Self.november + 10)..<date(Self.november + 20))
        #expect(inside.days.isEmpty && inside.edges == [(Self.november + 10)..<(Self.november + 20)])
        #expect(AnalyticsRollup.day(of: date(-1)) == -1 && AnalyticsRollup.day(of: date(0)) == 0)
    }

    @Test(
        "Given reports over ten days stored in groups and keyed batches, then every period's summary equals a direct count",
        arguments: TestDatabase.available)
    func equalsADirectCount(database: TestDatabase) async throws {
        try await database.withFreshDatabase(migrations: AnalyticsMigrationTests.schema) { database in
            let repository = SQLAnalyticsRepository(database: database.sql, changes: DataChanges())
            // Given 1,500 reports over ten days from eight people, at all hours, some without a device,
            // every other hundred sent as one person's keyed batch (and sent again)
            var events: [StoredAnalyticsEvent] = []
            let generated = Self.events(count: 1_500, from: Self.november - 2 * Self.day, days: 10, seed: 7)
            for (index, start) in stride(from: 0, to: generated.count, by: 100).enumerated() {
                var group = Array(generated[start..<min(start + 100, generated.count)])
                if index.isMultiple(of: 2) {
                    try await repository.store(group)
                } else {
                    let sender = group[0].user
                    for position in group.indices { group[position].user = sender }
                    let key = BatchKey(user: sender, key: "batch-\(index)", fingerprint: "f\(index)")
                    #expect(try await repository.store(group, once: key) == .stored)
                    #expect(try await repository.store(group, once: key) == .repeated(count: group.count))
                }
                events += group
            }
            // and two from a device whose clock says 1969
            var early = Array(generated.prefix(2))
            early[0].recordedDate = date(-Self.day - 5)
            early[1].recordedDate = date(-0.5)
            try await repository.store(early)
            events += early
            // and the statistics PostgreSQL's autovacuum gathers, with which it groups by hashing
            if database.kind == .postgres { try await database.sql.raw("ANALYZE").run() }
            // When summaries are asked for whole days, ragged periods, one hour, and a period with none
            let periods = [
                Self.november..<(Self.november + 7 * Self.day),
                (Self.november - 5 * 3_600.5)..<(Self.november + 3 * Self.day + 7_777),
                (Self.november + 3_600)..<(Self.november + 7_200),
                (Self.november - 30 * Self.day)..<(Self.november + 30 * Self.day),
                (Self.november + 40 * Self.day)..<(Self.november + 41 * Self.day),
                (-2 * Self.day)..<0, (-Self.day - 10)..<3_600,
            ]
            for bounds in periods {
                let period = date(bounds.lowerBound)..<date(bounds.upperBound)
                // Then each equals the events counted one by one
                let usage = try await repository.usage(in: period)
                let expected = Self.directUsage(events, in: period)
                #expect(Set(usage.screens.map(Screen.init)) == Set(expected.screens.map(Screen.init)), "\(bounds)")
                #expect(Set(usage.events.map(Reported.init)) == Set(expected.events.map(Reported.init)), "\(bounds)")
                #expect(usage.events.map(Reported.init) == usage.events.map(Reported.init).sorted(), "\(bounds)")
                #expect(usage.viewsByDay == expected.viewsByDay, "\(bounds)")
                #expect(usage.eventTotals.pairs == expected.events.count, "\(bounds)")
                #expect(usage.eventTotals.reports == expected.events.reduce(0) { $0 + $1.count }, "\(bounds)")
                let breakdown = try await repository.breakdown(in: period)
                let direct = Self.directBreakdown(events, in: period)
                #expect(breakdown.views == direct.views && breakdown.users == direct.users, "\(bounds)")
                #expect(breakdown.screens == direct.screens, "\(bounds)")
                #expect(Self.shares(breakdown.devices) == Self.shares(direct.devices), "\(bounds)")
                #expect(Self.shares(breakdown.systems) == Self.shares(direct.systems), "\(bounds)")
                #expect(Self.shares(breakdown.versions) == Self.shares(direct.versions), "\(bounds)")
                // and both at once, as the dashboard asks, are the same
                let both = try await repository.usageAndBreakdown(in: period)
                #expect(both.usage == usage && both.breakdown == breakdown, "\(bounds)")
            }
        }
    }

    @Test(
        "Given events stored before the daily counts existed, when 113 runs, then it counts them",
        arguments: TestDatabase.available)
    func migrationCountsWhatIsThere(database: TestDatabase) async throws {
        try await database.withFreshStorage { storage in
            try await TestDatabase.withDatabase(at: storage) { database in
                // Given events stored as a server before 113 stored them, one before 1970
                try await Migrator(
                    database: database, migrations: AnalyticsMigrationTests.schema.filter { $0.version < 113 }
                )
                .migrate()
                var events = Self.events(count: 300, from: Self.november, days: 3, seed: 11)
                events[0].recordedDate = date(-Self.day - 5)
                for event in events {
                    try await database.sql.insert(into: "analytics_events")
                        .columns(
                            "id", "name", "user_id", "event_date", "recorded_date", "type", "device", "os",
                            "app_version"
                        )
                        .values(
                            SQLBind(event.id.uuidString), SQLBind(event.name), SQLBind(event.user.uuidString),
                            SQLBind(event.eventDate.timeIntervalSince1970),
                            SQLBind(event.recordedDate.timeIntervalSince1970), SQLBind(event.type),
                            SQLBind(event.device), SQLBind(event.os), SQLBind(event.appVersion)
                        )
                        .run()
                }
                // When the rest of the migrations run
                try await Migrator(database: database, migrations: AnalyticsMigrationTests.schema).migrate()
                // Then the summaries count them
                let repository = SQLAnalyticsRepository(database: database.sql, changes: DataChanges())
                for bounds in [Self.november..<(Self.november + 3 * Self.day), (-2 * Self.day)..<0] {
                    let period = date(bounds.lowerBound)..<date(bounds.upperBound)
                    let usage = try await repository.usage(in: period)
                    let expected = Self.directUsage(events, in: period)
                    #expect(Set(usage.screens.map(Screen.init)) == Set(expected.screens.map(Screen.init)))
                    #expect(usage.viewsByDay == expected.viewsByDay)
                    #expect(
                        try await repository.breakdown(in: period).users
                            == Self.directBreakdown(events, in: period).users)
                }
            }
        }
    }

    @Test(
        "Given eight stores at once counting the same days, screens and people, then none fails and every one is counted",
        arguments: TestDatabase.available)
    func concurrentStores(database: TestDatabase) async throws {
        try await database.withFreshDatabase(migrations: AnalyticsMigrationTests.schema) { database in
            let repository = SQLAnalyticsRepository(database: database.sql, changes: DataChanges())
            let batches = (0..<8).map { Self.events(count: 200, from: Self.november, days: 2, seed: UInt64($0 + 1)) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for batch in batches { group.addTask { try await repository.store(Array(batch.reversed())) } }
                try await group.waitForAll()
            }
            let period = date(Self.november)..<date(Self.november + 2 * Self.day)
            let all = batches.flatMap { $0 }
            #expect(try await repository.breakdown(in: period).views == Self.directBreakdown(all, in: period).views)
            let usage = try await repository.usage(in: period)
            #expect(
                Set(usage.screens.map(Screen.init)) == Set(Self.directUsage(all, in: period).screens.map(Screen.init)))
        }
    }

    @Test(
        "Given a period with ragged ends, when its events are read, then SQLite reads them through the recorded-hour index"
    )
    func edgesReadThroughTheHourIndex() async throws {
        try await TestDatabase.sqlite.withFreshDatabase(migrations: AnalyticsMigrationTests.schema) { database in
            // Given a period starting at 09:30 and ending at 00:30, two days later
            let period = date(Self.november + 9.5 * 3_600)..<date(Self.november + 2 * Self.day + 1_800)
            let edges = AnalyticsRollup.edges(of: AnalyticsRollupPeriod(period), type: "screenView")
            // When SQLite plans reading the events at its ends (on a connection that has read the
            // table since the migrations: EXPLAIN alone does not notice a schema changed by another)
            let plan = try await database.sql.withSession { session in
                _ = try await session.raw("SELECT COUNT(*) FROM analytics_events").all()
                return try await session.raw("EXPLAIN QUERY PLAN SELECT name FROM analytics_events \(edges)").all()
                    .map { try $0.decode(column: "detail", as: String.self) }
            }
            // Then it searches the index by hour: one that grows at the end of an hour's entries, as a
            // batch's reports share their hours, where an index by exact time took a batch's 500 rows to
            // 500 places
            #expect(plan.contains { $0.contains("USING INDEX analytics_events_by_recorded_hour") }, "\(plan)")
            #expect(!plan.contains { $0.contains("SCAN analytics_events") }, "\(plan)")
        }
    }

    // MARK: - The events and their direct count

    private struct Screen: Hashable {
        let name: String
        let views: Int
        let users: Int
        init(_ usage: AnalyticsSummary.ScreenUsage) { (name, views, users) = (usage.name, usage.views, usage.users) }
    }

    private struct Reported: Hashable, Comparable {
        let name: String
        let type: String
        let count: Int
        init(_ event: AnalyticsSummary.EventCount) { (name, type, count) = (event.name, event.type, event.count) }
        /// Most reported first, then by name and type: the order a usage lists them in.
        static func < (lhs: Reported, rhs: Reported) -> Bool {
            (rhs.count, lhs.name, lhs.type) < (lhs.count, rhs.name, rhs.type)
        }
    }

    private static func shares(_ shares: [AnalyticsBreakdown.Share]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: shares.map { ($0.value, $0.views) })
    }

    /// `count` reports over `days` days from `from`, at pseudo-random instants, of five screens and
    /// one other event, from eight people; fewer than ten devices, systems and versions each, so a
    /// breakdown lists them all.
    private static func events(count: Int, from: Double, days: Int, seed: UInt64) -> [StoredAnalyticsEvent] {
        var state = seed &* 6_364_136_223_846_793_005 &+ 1
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let people = (0..<8).map { UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", $0))! }
        let names = MainScreen.allCases.map(\.eventName) + ["orderSent"]
        return (0..<count).map { _ in
            let name = names[next(names.count)]
            let instant = date(from + Double(next(days * 86_400)) + Double(next(1_000)) / 1_000)
            return StoredAnalyticsEvent(
                id: UUID(), name: name, user: people[next(people.count)], eventDate: instant, recordedDate: instant,
                type: name == "orderSent" ? "action" : AnalyticsSummaryBuilder.screenViewType, duration: nil,
                device: [nil, "iPhone16,1", "iPad14,1"][next(3)], os: ["iOS 18.1", "iOS 17.6"][next(2)],
                appVersion: [nil, "2.0", "2.1", "1.9"][next(4)])
        }
    }

    private static func directUsage(_ events: [StoredAnalyticsEvent], in period: Range<Date>) -> AnalyticsUsage {
        let inPeriod = events.filter { period.contains($0.recordedDate) }
        let views = inPeriod.filter { $0.type == AnalyticsSummaryBuilder.screenViewType }
        let screens = Dictionary(grouping: views, by: \.name).map { name, viewed in
            AnalyticsSummary.ScreenUsage(name: name, views: viewed.count, users: Set(viewed.map(\.user)).count)
        }
        let counts = Dictionary(grouping: inPeriod) { [$0.name, $0.type] }.map { key, reported in
            AnalyticsSummary.EventCount(name: key[0], type: key[1], count: reported.count)
        }
        let firstDay = AnalyticsRollup.day(of: period.lowerBound)
        let byDay = Dictionary(grouping: views) { AnalyticsRollup.day(of: $0.recordedDate) - firstDay }.mapValues(
            \.count)
        return AnalyticsUsage(
            screens: screens, events: counts, viewsByDay: byDay,
            eventTotals: .init(pairs: counts.count, reports: counts.reduce(0) { $0 + $1.count }))
    }

    private static func directBreakdown(_ events: [StoredAnalyticsEvent], in period: Range<Date>) -> AnalyticsBreakdown
    {
        let views = events.filter {
            period.contains($0.recordedDate) && $0.type == AnalyticsSummaryBuilder.screenViewType
        }
        func shares(_ value: (StoredAnalyticsEvent) -> String?) -> [AnalyticsBreakdown.Share] {
            Dictionary(grouping: views) { value($0) ?? "" }.map {
                AnalyticsBreakdown.Share(value: $0.key, views: $0.value.count)
            }
        }
        return AnalyticsBreakdown(
            views: views.count, users: Set(views.map(\.user)).count, screens: Set(views.map(\.name)).count,
            devices: shares(\.device), systems: shares(\.os), versions: shares(\.appVersion))
    }
}

private func date(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }
