import Foundation
import MyBizAPI
import SQLKit
import ServerDatabase

/// `AnnouncementTalkRepository` over SQLKit, for SQLite and PostgreSQL.
struct SQLAnnouncementTalkRepository: AnnouncementTalkRepository {
    let database: any SQLDatabase

    func author(of id: UUID) async throws -> UUID? {
        try await database.select().column("author_id").from("announcements").where("id", .equal, id.uuidString)
            .first()?.optionalUUID("author_id")
    }

    func comments(on id: UUID) async throws -> [AnnouncementComment] {
        try await database.select()
            .column(SQLColumn("id", table: "announcement_comments"))
            .column(SQLColumn("author_id", table: "announcement_comments"))
            .column(SQLColumn("body", table: "announcement_comments"))
            .column(SQLColumn("created_at", table: "announcement_comments"))
            .column(SQLColumn("name", table: "users"))
            .from("announcement_comments")
            .join(
                "users", on: SQLColumn("author_id", table: "announcement_comments"), .equal,
                SQLColumn("id", table: "users")
            )
            .where(SQLColumn("announcement_id", table: "announcement_comments"), .equal, SQLBind(id.uuidString))
            .orderBy(SQLColumn("created_at", table: "announcement_comments"))
            .all()
            .map { row in
                AnnouncementComment(
                    id: try row.uuid("id"), author: try row.uuid("author_id"),
                    authorName: try row.decode(column: "name", as: String.self),
                    body: try row.decode(column: "body", as: String.self),
                    createdAt: Date(timeIntervalSince1970: try row.decode(column: "created_at", as: Double.self)))
            }
    }

    func add(_ comment: AnnouncementComment, on id: UUID) async throws {
        try await database.insert(into: "announcement_comments")
            .columns("id", "announcement_id", "author_id", "body", "created_at")
            .values(
                SQLBind(comment.id.uuidString), SQLBind(id.uuidString), SQLBind(comment.author.uuidString),
                SQLBind(comment.body), SQLBind(comment.createdAt.timeIntervalSince1970)
            )
            .run()
    }

    func reactions(to id: UUID) async throws -> [(account: UUID, reaction: AnnouncementReaction)] {
        try await database.select().columns("account_id", "reaction").from("announcement_reactions")
            .where("announcement_id", .equal, id.uuidString).all()
            .compactMap { row in
                guard let reaction = AnnouncementReaction(rawValue: try row.decode(column: "reaction", as: String.self))
                else { return nil }
                return (try row.uuid("account_id"), reaction)
            }
    }

    func react(_ reaction: AnnouncementReaction, to id: UUID, by account: UUID, on: Bool) async throws {
        try await database.delete(from: "announcement_reactions").where("announcement_id", .equal, id.uuidString)
            .where("account_id", .equal, account.uuidString).where("reaction", .equal, reaction.rawValue).run()
        guard on else { return }
        try await database.insert(into: "announcement_reactions").columns("announcement_id", "account_id", "reaction")
            .values(SQLBind(id.uuidString), SQLBind(account.uuidString), SQLBind(reaction.rawValue))
            .ignoringConflicts().run()
    }

    func confirmationRequested(for id: UUID) async throws -> Date? {
        try await database.select().column("requested_at").from("announcement_confirmation_requests")
            .where("announcement_id", .equal, id.uuidString).first()
            .map { Date(timeIntervalSince1970: try $0.decode(column: "requested_at", as: Double.self)) }
    }

    func requestConfirmation(of id: UUID, _ requested: Bool, at date: Date) async throws {
        if !requested {
            try await database.delete(from: "announcement_confirmation_requests")
                .where("announcement_id", .equal, id.uuidString).run()
            return
        }
        try await database.insert(into: "announcement_confirmation_requests").columns("announcement_id", "requested_at")
            .values(SQLBind(id.uuidString), SQLBind(date.timeIntervalSince1970)).ignoringConflicts().run()
    }

    func confirmations(of id: UUID) async throws -> [UUID: Date] {
        var confirmed: [UUID: Date] = [:]
        for row in try await database.select().columns("account_id", "confirmed_at").from("announcement_confirmations")
            .where("announcement_id", .equal, id.uuidString).all()
        {
            confirmed[try row.uuid("account_id")] = Date(
                timeIntervalSince1970: try row.decode(column: "confirmed_at", as: Double.self))
        }
        return confirmed
    }

    func confirm(_ id: UUID, by account: UUID, at date: Date) async throws {
        try await database.insert(into: "announcement_confirmations")
            .columns("announcement_id", "account_id", "confirmed_at")
            .values(SQLBind(id.uuidString), SQLBind(account.uuidString), SQLBind(date.timeIntervalSince1970))
            .ignoringConflicts().run()
    }

    func unconfirmed(by account: UUID) async throws -> Set<UUID> {
        let confirmed = SQLSubquery.select {
            $0
                .column("announcement_id").from("announcement_confirmations").where(
                    "account_id", .equal, account.uuidString)
        }
        let written = SQLSubquery.select {
            $0
                .column("id").from("announcements").where("author_id", .equal, account.uuidString)
        }
        return Set(
            try await database.select().column("announcement_id").from("announcement_confirmation_requests")
                .where("announcement_id", .notIn, confirmed).where("announcement_id", .notIn, written).all()
                .map { try $0.uuid("announcement_id") })
    }
}
