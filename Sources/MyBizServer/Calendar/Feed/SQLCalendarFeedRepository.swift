import Foundation
import MyBizAPI
import SQLKit
import ServerDatabase

/// `CalendarFeedRepository` over SQLKit, for SQLite and PostgreSQL.
struct SQLCalendarFeedRepository: CalendarFeedRepository {
    let database: any SQLDatabase

    func feed(of account: UUID) async throws -> (createdAt: Date, zone: TimeZone)? {
        try await database.select().columns("created_at", "zone").from("calendar_feeds")
            .where("account_id", .equal, account.uuidString).first()
            .map { row in
                (
                    Date(timeIntervalSince1970: try row.decode(column: "created_at", as: Double.self)),
                    TimeZone(identifier: try row.decode(column: "zone", as: String.self)) ?? TimeZone(
                        identifier: "UTC")!
                )
            }
    }

    func replaceFeed(of account: UUID, tokenHash: String, zone: String, at date: Date) async throws {
        try await database.insert(into: "calendar_feeds").columns("account_id", "token_hash", "zone", "created_at")
            .values(SQLBind(account.uuidString), SQLBind(tokenHash), SQLBind(zone), SQLBind(date.timeIntervalSince1970))
            .onConflict(with: ["account_id"]) {
                $0.set(excludedValueOf: "token_hash").set(excludedValueOf: "zone").set(excludedValueOf: "created_at")
            }
            .run()
    }

    func removeFeed(of account: UUID) async throws {
        try await database.delete(from: "calendar_feeds").where("account_id", .equal, account.uuidString).run()
    }

    func owner(ofTokenHash tokenHash: String) async throws -> FeedOwner? {
        guard
            let row = try await database.select()
                .column(SQLColumn("account_id", table: "calendar_feeds"))
                .column(SQLColumn("zone", table: "calendar_feeds"))
                .column(SQLColumn("name", table: "users")).column(SQLColumn("username", table: "users"))
                .from("calendar_feeds")
                .join(
                    "users", on: SQLColumn("account_id", table: "calendar_feeds"), .equal,
                    SQLColumn("id", table: "users")
                )
                .where(SQLColumn("token_hash", table: "calendar_feeds"), .equal, SQLBind(tokenHash))
                .where(SQLColumn("disabled_at", table: "users"), .is, SQLLiteral.null)
                .where(SQLRaw("(users.company_member <> 0 OR users.role = 'admin')"))
                .first()
        else { return nil }
        let zoneName = try row.decode(column: "zone", as: String.self)
        return FeedOwner(
            account: try row.uuid("account_id"), name: try row.decode(column: "name", as: String.self),
            username: try row.decode(column: "username", as: String.self),
            zone: TimeZone(identifier: zoneName) ?? TimeZone(identifier: "UTC")!)
    }

    func events(cancelledSince since: Date) async throws -> [FeedEvent] {
        let standing = try await database.select()
            .columns("id", "name", "date", "type", "duration", "place", "sequence", "modified_at").from("events")
            .orderBy("date").all()
            .map { try Self.feedEvent($0, cancelled: false) }
        let cancelled = try await database.select()
            .columns("id", "name", "date", "type", "duration", "place", "sequence", "cancelled_at")
            .from("cancelled_events").where("cancelled_at", .greaterThanOrEqual, since.timeIntervalSince1970)
            .orderBy("date").all()
            .map { try Self.feedEvent($0, cancelled: true) }
        return standing + cancelled
    }

    func answers(of account: UUID) async throws -> [UUID: FeedAnswer] {
        var answers: [UUID: FeedAnswer] = [:]
        for row in try await database.select().columns("event_id", "answer", "answered_at").from("event_responses")
            .where("account_id", .equal, account.uuidString).all()
        {
            let text = try row.decode(column: "answer", as: String.self)
            guard let answer = EventAnswer(rawValue: text) else {
                throw StoredValueInvalid(place: "event_responses.answer", value: text)
            }
            answers[try row.uuid("event_id")] = FeedAnswer(
                answer: answer,
                answeredAt: Date(timeIntervalSince1970: try row.decode(column: "answered_at", as: Double.self)))
        }
        return answers
    }

    private static func feedEvent(_ row: any SQLRow, cancelled: Bool) throws -> FeedEvent {
        let typeText = try row.decode(column: "type", as: String.self)
        guard let type = EventType(rawValue: typeText) else {
            throw StoredValueInvalid(place: cancelled ? "cancelled_events" : "events", value: typeText)
        }
        let event = Event(
            id: try row.uuid("id"), name: try row.decode(column: "name", as: String.self),
            date: Date(timeIntervalSince1970: try row.decode(column: "date", as: Double.self)), type: type,
            duration: try row.decode(column: "duration", as: Double.self),
            place: try row.decode(column: "place", as: String?.self))
        let moment = try row.decode(column: cancelled ? "cancelled_at" : "modified_at", as: Double?.self)
            .map(Date.init(timeIntervalSince1970:))
        return FeedEvent(
            event: event, sequence: try row.decode(column: "sequence", as: Int.self),
            modifiedAt: moment, cancelledAt: cancelled ? moment : nil)
    }
}
