import Foundation
import MyBizAPI
import SQLKit
import ServerDatabase
import ServerHTTP

/// `AnalyticsRepository` over SQLKit, for SQLite and PostgreSQL; the counting happens in the
/// database so a summary reads three short result sets, however many events there are.
struct SQLAnalyticsRepository: AnalyticsRepository {
    let database: any SQLDatabase
    /// Where every stored batch is said (`DataTopic.analytics`).
    let changes: DataChanges

    func store(_ events: [StoredAnalyticsEvent]) async throws {
        guard !events.isEmpty else { return }
        // One statement is atomic on its own: a batch is stored whole or not at all, with its daily
        // counts (the table's trigger adds them in the same statement).
        try await insert(events, key: nil)
        changes.changed(.analytics)
    }

    func store(_ events: [StoredAnalyticsEvent], once key: BatchKey) async throws -> BatchStorage {
        guard !events.isEmpty else { return .stored }
        // One statement, stored whole or refused whole: a batch under a key already used conflicts on
        // its first row at least, and then nothing of it is kept — not the rows past the earlier
        // batch's length, nor any count. PostgreSQL first waits for a concurrent insert of the key
        // to commit.
        do {
            try await insert(events, key: key)
            changes.changed(.analytics)
            return .stored
        } catch  where DatabaseFailure.isUniqueViolation(error) {
            return try await storedBatch(key, events: events) ?? .repeated(count: 0)
        }
    }

    func storedBatch(_ key: BatchKey, events: [StoredAnalyticsEvent]) async throws -> BatchStorage? {
        let earlier = try await database.select()
            .column(SQLFunction("COUNT", args: SQLLiteral.all), as: "stored")
            .column(SQLFunction("MAX", args: SQLColumn("batch_fingerprint")), as: "fingerprint")
            .from("analytics_events")
            .where("user_id", .equal, key.user.uuidString).where("batch_key", .equal, key.key)
            .first()
        let count = try earlier?.decode(column: "stored", as: Int.self) ?? 0
        guard count > 0 else { return nil }
        let fingerprint = try earlier?.decode(column: "fingerprint", as: String?.self)
        // Batches stored before fingerprints were kept have none: taken as the same batch.
        if let fingerprint,
            !BatchFingerprint.matches(stored: fingerprint, current: key.fingerprint, reports: { events.map(\.report) })
        {
            return .keyUsedForAnotherBatch
        }
        return .repeated(count: count)
    }

    /// Stores `events` in one statement, in SQLite's turn for writers (`withSession`), so concurrent
    /// batches queue in this process instead of polling SQLite's lock with sleeps between tries.
    private func insert(_ events: [StoredAnalyticsEvent], key: BatchKey?) async throws {
        let dialect = database.dialect.name
        // A batch's statement takes a millisecond to write; a single report's, nothing to speak of.
        let insert =
            events.count < 20
            ? AnalyticsEventInsert(events: events, key: key, dialect: dialect)
            : try await CPUWork.run { AnalyticsEventInsert(events: events, key: key, dialect: dialect) }
        try await database.withSession { session in try await session.execute(sql: insert) { _ in } }
    }

    func events(limit: Int, offset: Int) async throws -> [StoredAnalyticsEvent] {
        try await database.select().columns(AnalyticsEventInsert.eventColumns).from("analytics_events")
            .orderBy("event_date", .descending).orderBy("seq", .descending)
            .limit(limit).offset(offset).all()
            .map { row in
                StoredAnalyticsEvent(
                    id: try row.uuid("id"), name: try row.decode(column: "name", as: String.self),
                    user: try row.uuid("user_id"),
                    eventDate: Date(timeIntervalSince1970: try row.decode(column: "event_date", as: Double.self)),
                    recordedDate: Date(timeIntervalSince1970: try row.decode(column: "recorded_date", as: Double.self)),
                    type: try row.decode(column: "type", as: String.self),
                    duration: try row.decode(column: "duration", as: Double?.self),
                    device: try row.decode(column: "device", as: String?.self),
                    os: try row.decode(column: "os", as: String?.self),
                    appVersion: try row.decode(column: "app_version", as: String?.self))
            }
    }

    func usage(in period: Range<Date>) async throws -> AnalyticsUsage {
        let split = AnalyticsRollupPeriod(period)
        // The people take longest: counted while the rest is read.
        async let people = people(in: split)
        let counts = try await counts(in: split, from: period.lowerBound)
        return AnalyticsUsage(
            screens: try await people.screens, events: counts.events, viewsByDay: counts.viewsByDay,
            eventTotals: counts.totals)
    }

    func breakdown(in period: Range<Date>) async throws -> AnalyticsBreakdown {
        let split = AnalyticsRollupPeriod(period)
        async let people = people(in: split)
        return try await shares(in: split).breakdown(people: try await people)
    }

    /// Both from one count of the people, which is most of either's time.
    func usageAndBreakdown(in period: Range<Date>) async throws -> (
        usage: AnalyticsUsage, breakdown: AnalyticsBreakdown
    ) {
        let split = AnalyticsRollupPeriod(period)
        async let people = people(in: split)
        let counts = try await counts(in: split, from: period.lowerBound)
        let shares = try await shares(in: split)
        let counted = try await people
        return (
            AnalyticsUsage(
                screens: counted.screens, events: counts.events, viewsByDay: counts.viewsByDay,
                eventTotals: counts.totals),
            shares.breakdown(people: counted)
        )
    }

    /// The most reported name and type pairs in `split` (`AnalyticsLimits.summaryEvents`, most first,
    /// then by name and type), how many pairs and reports there are in all, and screen views per day,
    /// numbered from `start`'s day. However many pairs are stored, only the listed ones are read.
    private func counts(in split: AnalyticsRollupPeriod, from start: Date) async throws -> (
        events: [AnalyticsSummary.EventCount], totals: AnalyticsUsage.EventTotals, viewsByDay: [Int: Int]
    ) {
        let screenView = AnalyticsSummaryBuilder.screenViewType
        let rows = try await database.raw(
            """
            SELECT name, type, count, CAST(COUNT(*) OVER () AS BIGINT) AS pairs,
                CAST(SUM(count) OVER () AS BIGINT) AS reports FROM (
                SELECT name, type, SUM(n) AS count FROM (
                    SELECT name, type, total AS n FROM analytics_daily_events \(days(split))
                    UNION ALL
                    SELECT name, type, 1 AS n FROM analytics_events \(AnalyticsRollup.edges(of: split, type: nil))
                ) AS reported GROUP BY name, type
            ) AS counted
            ORDER BY count DESC, name, type LIMIT \(unsafeRaw: String(AnalyticsLimits.summaryEvents))
            """
        ).all()
        let events = try rows.map { row in
            AnalyticsSummary.EventCount(
                name: try row.decode(column: "name", as: String.self),
                type: try row.decode(column: "type", as: String.self),
                count: try row.decode(column: "count", as: Int.self))
        }
        let totals = AnalyticsUsage.EventTotals(
            pairs: try rows.first?.decode(column: "pairs", as: Int.self) ?? 0,
            reports: try rows.first?.decode(column: "reports", as: Int.self) ?? 0)
        // Days are counted from the period's first day.
        let firstDay = AnalyticsRollup.day(of: start)
        let rawDay =
            AnalyticsRollup.daySQL(of: "recorded_date", postgres: database.dialect.name == "postgresql")
            + " - \(firstDay)"
        var viewsByDay: [Int: Int] = [:]
        for row in try await database.raw(
            """
            SELECT day, SUM(n) AS views FROM (
                SELECT day - \(unsafeRaw: String(firstDay)) AS day, total AS n FROM analytics_daily_events
                    \(days(split)) AND type = \(bind: screenView)
                UNION ALL
                SELECT \(unsafeRaw: rawDay) AS day, 1 AS n FROM analytics_events \(AnalyticsRollup.edges(of: split, type: screenView))
            ) AS viewed GROUP BY day
            """
        ).all() {
            viewsByDay[try row.decode(column: "day", as: Int.self)] = try row.decode(column: "views", as: Int.self)
        }
        return (events, totals, viewsByDay)
    }

    /// Screens viewed in `split`, and screen views by device, system and app version.
    private func shares(in split: AnalyticsRollupPeriod) async throws -> AnalyticsShares {
        let screenView = AnalyticsSummaryBuilder.screenViewType
        let screens = try await database.raw(
            """
            SELECT COUNT(*) AS screens FROM (
                SELECT name FROM analytics_daily_events \(days(split)) AND type = \(bind: screenView)
                UNION
                SELECT name FROM analytics_events \(AnalyticsRollup.edges(of: split, type: screenView))
            ) AS named
            """
        ).first()
        func shares(_ dimension: AnalyticsRollup.Dimension) async throws -> [AnalyticsBreakdown.Share] {
            // Most views first; among equals, reports that did not say come after those that did —
            // in the SQL, before the limit, so an unsaid value never pushes a said one out.
            try await database.raw(
                """
                SELECT value, SUM(n) AS views FROM (
                    SELECT value, views AS n FROM analytics_daily_shares
                        \(days(split)) AND dimension = \(bind: dimension.rawValue)
                    UNION ALL
                    SELECT COALESCE(\(unsafeRaw: dimension.rawValue), '') AS value, 1 AS n FROM analytics_events
                        \(AnalyticsRollup.edges(of: split, type: screenView))
                ) AS shared GROUP BY value
                ORDER BY views DESC, CASE WHEN value = '' THEN 1 ELSE 0 END, value
                LIMIT \(unsafeRaw: String(Self.breakdownRows))
                """
            ).all().map { row in
                AnalyticsBreakdown.Share(
                    value: try row.decode(column: "value", as: String.self),
                    views: try row.decode(column: "views", as: Int.self))
            }
        }
        return AnalyticsShares(
            screens: try screens?.decode(column: "screens", as: Int.self) ?? 0,
            devices: try await shares(.device), systems: try await shares(.os),
            versions: try await shares(.appVersion))
    }

    /// Screen views and who viewed each screen in `split`: the whole days' lists of people per day and
    /// screen, read in key order, and the ends' per screen, counted by `AnalyticsPeopleTally`. A long
    /// period is read a month at a time, so a year's lists (some 50 MB of ids in a big history) are
    /// never held at once.
    private func people(in split: AnalyticsRollupPeriod) async throws -> AnalyticsPeopleTally {
        let separator = SQLQueryString("\(literal: AnalyticsPeopleTally.separator)")
        let joined: SQLQueryString =
            database.dialect.name == "postgresql"
            ? "string_agg(user_id, \(separator))" : "group_concat(user_id, \(separator))"
        var queries: [SQLQueryString] = stride(from: split.days.lowerBound, to: split.days.upperBound, by: 31).map {
            first in
            """
            SELECT name, SUM(views) AS views, \(joined) AS people FROM analytics_daily_users
                WHERE day >= \(bind: first) AND day < \(bind: min(first + 31, split.days.upperBound)) GROUP BY day, name
            """
        }
        if !split.edges.isEmpty {
            queries.append(
                """
                SELECT name, COUNT(*) AS views, \(joined) AS people FROM analytics_events
                    \(AnalyticsRollup.edges(of: split, type: AnalyticsSummaryBuilder.screenViewType)) GROUP BY name
                """)
        }
        var tally = AnalyticsPeopleTally()
        for query in queries {
            let lists = try await database.raw(query).all().map { row in
                (
                    screen: try row.decode(column: "name", as: String.self),
                    views: try row.decode(column: "views", as: Int.self),
                    people: try row.decode(column: "people", as: String.self)
                )
            }
            // A month of a big history is some hundred thousand ids: hashed off the cooperative pool.
            tally = try await CPUWork.run { [tally] in
                var counted = tally
                for list in lists { counted.add(screen: list.screen, views: list.views, people: list.people) }
                return counted
            }
        }
        return tally
    }

    /// `WHERE` for the daily counts of the whole days of `split`.
    private func days(_ split: AnalyticsRollupPeriod) -> SQLQueryString {
        "WHERE day >= \(bind: split.days.lowerBound) AND day < \(bind: split.days.upperBound)"
    }

    /// The most values a breakdown lists.
    static let breakdownRows = 10

    /// A breakdown but for its views and people.
    private struct AnalyticsShares {
        let screens: Int
        let devices: [AnalyticsBreakdown.Share]
        let systems: [AnalyticsBreakdown.Share]
        let versions: [AnalyticsBreakdown.Share]

        func breakdown(people: AnalyticsPeopleTally) -> AnalyticsBreakdown {
            AnalyticsBreakdown(
                views: people.views, users: people.people, screens: screens, devices: devices, systems: systems,
                versions: versions)
        }
    }
}
