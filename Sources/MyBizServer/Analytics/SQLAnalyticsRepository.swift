import Foundation
import MyBizAPI
import SQLKit
import ServerSupport

/// `AnalyticsRepository` over SQLKit, for SQLite and PostgreSQL; the counting happens in the
/// database so a summary reads three short result sets, however many events there are.
struct SQLAnalyticsRepository: AnalyticsRepository {
    let database: any SQLDatabase

    private static let columns = [
        "id", "name", "user_id", "event_date", "recorded_date", "type", "duration", "device", "os", "app_version",
    ]

    func store(_ events: [StoredAnalyticsEvent]) async throws {
        guard !events.isEmpty else { return }
        // One statement is atomic on its own: a batch is stored whole or not at all.
        try await insert(events, key: nil).run()
    }

    func store(_ events: [StoredAnalyticsEvent], once key: BatchKey) async throws -> BatchStorage {
        guard !events.isEmpty else { return .stored }
        // One statement, stored whole or refused whole: a batch under a key already used conflicts on
        // its first row at least, and then nothing of it is kept — not the rows past the earlier
        // batch's length either. PostgreSQL first waits for a concurrent insert of the key to commit.
        do {
            try await insert(events, key: key).run()
            return .stored
        } catch  where DatabaseFailure.isUniqueViolation(error) {
            let earlier = try await database.select()
                .column(SQLFunction("COUNT", args: SQLLiteral.all), as: "stored")
                .column(SQLFunction("MAX", args: SQLColumn("batch_fingerprint")), as: "fingerprint")
                .from("analytics_events")
                .where("user_id", .equal, key.user.uuidString).where("batch_key", .equal, key.key)
                .first()
            let count = try earlier?.decode(column: "stored", as: Int.self) ?? 0
            let fingerprint = try earlier?.decode(column: "fingerprint", as: String?.self)
            // Batches stored before fingerprints were kept have none: taken as the same batch.
            guard fingerprint == nil || fingerprint == key.fingerprint else { return .keyUsedForAnotherBatch }
            return .repeated(count: count)
        }
    }

    private func insert(_ events: [StoredAnalyticsEvent], key: BatchKey?) -> SQLInsertBuilder {
        var insert = database.insert(into: "analytics_events")
            .columns(Self.columns + ["batch_key", "batch_position", "batch_fingerprint"])
        for (position, event) in events.enumerated() {
            insert = insert.values(
                SQLBind(event.id.uuidString), SQLBind(event.name), SQLBind(event.user.uuidString),
                SQLBind(event.eventDate.timeIntervalSince1970), SQLBind(event.recordedDate.timeIntervalSince1970),
                SQLBind(event.type), SQLBind(event.duration), SQLBind(event.device), SQLBind(event.os),
                SQLBind(event.appVersion), SQLBind(key?.key), SQLBind(key == nil ? nil : position),
                SQLBind(position == 0 ? key?.fingerprint : nil))
        }
        return insert
    }

    func events(limit: Int, offset: Int) async throws -> [StoredAnalyticsEvent] {
        try await database.select().columns(Self.columns).from("analytics_events")
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
        let from = period.lowerBound.timeIntervalSince1970
        let to = period.upperBound.timeIntervalSince1970
        let screens = try await inPeriod(
            database.select().column("name")
                .column(SQLFunction("COUNT", args: SQLLiteral.all), as: "views")
                .column(SQLRaw("COUNT(DISTINCT user_id)"), as: "users"),
            from, to, screenViewsOnly: true
        ).groupBy("name").all().map { row in
            AnalyticsSummary.ScreenUsage(
                name: try row.decode(column: "name", as: String.self),
                views: try row.decode(column: "views", as: Int.self),
                users: try row.decode(column: "users", as: Int.self))
        }
        let events = try await inPeriod(
            database.select().column("name").column("type")
                .column(SQLFunction("COUNT", args: SQLLiteral.all), as: "count"),
            from, to, screenViewsOnly: false
        ).groupBy("name").groupBy("type").all().map { row in
            AnalyticsSummary.EventCount(
                name: try row.decode(column: "name", as: String.self),
                type: try row.decode(column: "type", as: String.self),
                count: try row.decode(column: "count", as: Int.self))
        }
        let firstDay = Int((from / 86_400).rounded(.down)) * 86_400
        // Counting from the first day keeps the dividend positive, where truncating is flooring;
        // PostgreSQL rounds when casting, so it floors explicitly.
        let day: any SQLExpression =
            database.dialect.name == "postgresql"
            ? SQLRaw("CAST(FLOOR((recorded_date - \(firstDay)) / 86400) AS BIGINT)")
            : SQLRaw("CAST((recorded_date - \(firstDay)) / 86400 AS INTEGER)")
        var viewsByDay: [Int: Int] = [:]
        for row in try await inPeriod(
            database.select().column(day, as: "day").column(SQLFunction("COUNT", args: SQLLiteral.all), as: "views"),
            from, to, screenViewsOnly: true
        ).groupBy(SQLColumn("day")).all() {
            viewsByDay[try row.decode(column: "day", as: Int.self)] = try row.decode(column: "views", as: Int.self)
        }
        return AnalyticsUsage(screens: screens, events: events, viewsByDay: viewsByDay)
    }

    func breakdown(in period: Range<Date>) async throws -> AnalyticsBreakdown {
        let from = period.lowerBound.timeIntervalSince1970
        let to = period.upperBound.timeIntervalSince1970
        let totals = try await inPeriod(
            database.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "views")
                .column(SQLRaw("COUNT(DISTINCT user_id)"), as: "users")
                .column(SQLRaw("COUNT(DISTINCT name)"), as: "screens"),
            from, to, screenViewsOnly: true
        ).first()
        func shares(_ column: String) async throws -> [AnalyticsBreakdown.Share] {
            let value = "COALESCE(\(column), '')"
            // Most views first; among equals, reports that did not say come after those that did —
            // in the SQL, before the limit, so an unsaid value never pushes a said one out.
            return try await inPeriod(
                database.select().column(SQLRaw(value), as: "value")
                    .column(SQLFunction("COUNT", args: SQLLiteral.all), as: "views"),
                from, to, screenViewsOnly: true
            ).groupBy(SQLRaw(value)).orderBy(SQLColumn("views"), SQLDirection.descending)
                .orderBy(SQLRaw("CASE WHEN \(value) = '' THEN 1 ELSE 0 END"), SQLDirection.ascending)
                .orderBy(SQLRaw(value), SQLDirection.ascending).limit(Self.breakdownRows).all()
                .map { row in
                    AnalyticsBreakdown.Share(
                        value: try row.decode(column: "value", as: String.self),
                        views: try row.decode(column: "views", as: Int.self))
                }
        }
        return AnalyticsBreakdown(
            views: try totals?.decode(column: "views", as: Int.self) ?? 0,
            users: try totals?.decode(column: "users", as: Int.self) ?? 0,
            screens: try totals?.decode(column: "screens", as: Int.self) ?? 0,
            devices: try await shares("device"), systems: try await shares("os"),
            versions: try await shares("app_version"))
    }

    /// The most values a breakdown lists.
    static let breakdownRows = 10

    private func inPeriod(_ select: SQLSelectBuilder, _ from: Double, _ to: Double, screenViewsOnly: Bool)
        -> SQLSelectBuilder
    {
        let builder = select.from("analytics_events")
            .where("recorded_date", .greaterThanOrEqual, from)
            .where("recorded_date", .lessThan, to)
        return screenViewsOnly ? builder.where("type", .equal, AnalyticsSummaryBuilder.screenViewType) : builder
    }
}
