import Foundation
import MyBizAPI
import SQLKit
import ServerDatabase

/// `EventResponseRepository` over SQLKit, for SQLite and PostgreSQL.
struct SQLEventResponseRepository: EventResponseRepository {
    let database: any SQLDatabase

    func responses(to id: UUID) async throws -> [EventResponse] {
        try await database.select()
            .column(SQLColumn("account_id", table: "event_responses"))
            .column(SQLColumn("answer", table: "event_responses"))
            .column(SQLColumn("answered_at", table: "event_responses"))
            .column(SQLColumn("name", table: "users"))
            .from("event_responses")
            .join(
                "users", on: SQLColumn("account_id", table: "event_responses"), .equal, SQLColumn("id", table: "users")
            )
            .where(SQLColumn("event_id", table: "event_responses"), .equal, SQLBind(id.uuidString))
            .orderBy(SQLColumn("name", table: "users"))
            .all()
            .map { row in
                let text = try row.decode(column: "answer", as: String.self)
                guard let answer = EventAnswer(rawValue: text) else {
                    throw StoredValueInvalid(place: "event_responses.answer", value: text)
                }
                return EventResponse(
                    user: try row.uuid("account_id"), name: try row.decode(column: "name", as: String.self),
                    answer: answer,
                    answeredAt: Date(timeIntervalSince1970: try row.decode(column: "answered_at", as: Double.self)))
            }
    }

    func answer(_ answer: EventAnswer, to id: UUID, by account: UUID, at date: Date) async throws -> Bool {
        try await database.transaction { session in
            guard
                try await session.select().column("id").from("events").where("id", .equal, id.uuidString).first()
                    != nil
            else { return false }
            // One statement, so two answers at once (a double click) both succeed, the later kept.
            try await session.insert(into: "event_responses")
                .columns("event_id", "account_id", "answer", "answered_at")
                .values(
                    SQLBind(id.uuidString), SQLBind(account.uuidString), SQLBind(answer.rawValue),
                    SQLBind(date.timeIntervalSince1970)
                )
                .onConflict(with: ["event_id", "account_id"]) {
                    $0.set(excludedValueOf: "answer").set(excludedValueOf: "answered_at")
                }
                .run()
            return true
        }
    }

    func withdraw(from id: UUID, by account: UUID) async throws {
        try await database.delete(from: "event_responses").where("event_id", .equal, id.uuidString)
            .where("account_id", .equal, account.uuidString).run()
    }
}
