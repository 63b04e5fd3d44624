import Foundation
import MyBizAPI
import SQLKit
import ServerDatabase

/// `InboxRepository` over SQLKit, for SQLite and PostgreSQL.
struct SQLInboxRepository: InboxRepository {
    let database: any SQLDatabase

    private static let columns = ["id", "kind", "text", "link", "created_at", "read_at"]

    func deliver(to accounts: [UUID], _ kind: NotificationKind, _ text: String, link: String, at date: Date)
        async throws
    {
        let recipients = Set(accounts)
        guard !recipients.isEmpty else { return }
        let muting = try await database.select().column("account_id").from("notification_mutes")
            .where("kind", .equal, kind.rawValue).where("account_id", .in, recipients.map(\.uuidString)).all()
            .map { try $0.uuid("account_id") }
        let told = recipients.subtracting(muting)
        guard !told.isEmpty else { return }
        // In rows of 500: one statement binds at most 32,766 values on SQLite.
        let ordered = told.sorted(by: { $0.uuidString < $1.uuidString })
        for start in stride(from: 0, to: ordered.count, by: 500) {
            var insert = database.insert(into: "inbox_items")
                .columns("id", "account_id", "kind", "text", "link", "created_at")
            for account in ordered[start..<min(start + 500, ordered.count)] {
                insert = insert.values(
                    SQLBind(UUID().uuidString), SQLBind(account.uuidString), SQLBind(kind.rawValue), SQLBind(text),
                    SQLBind(link), SQLBind(date.timeIntervalSince1970))
            }
            try await insert.run()
        }
    }

    func inbox(of account: UUID, limit: Int) async throws -> Inbox {
        let rows = try await database.select().columns(Self.columns).from("inbox_items")
            .where("account_id", .equal, account.uuidString)
            .orderBy("created_at", .descending).limit(limit).all()
        return Inbox(items: try rows.compactMap(Self.item(from:)), unread: try await unread(of: account).count)
    }

    func unread(of account: UUID) async throws -> (count: Int, newest: InboxItem?) {
        let count =
            try await database.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "unread")
            .from("inbox_items").where("account_id", .equal, account.uuidString)
            .where("read_at", .is, SQLLiteral.null).first()?.decode(column: "unread", as: Int.self) ?? 0
        guard count > 0 else { return (0, nil) }
        let newest = try await database.select().columns(Self.columns).from("inbox_items")
            .where("account_id", .equal, account.uuidString).where("read_at", .is, SQLLiteral.null)
            .orderBy("created_at", .descending).limit(1).first().flatMap(Self.item(from:))
        return (count, newest)
    }

    func markRead(of account: UUID, upTo newest: Date?, at date: Date) async throws {
        var update = database.update("inbox_items").set("read_at", to: SQLBind(date.timeIntervalSince1970))
            .where("account_id", .equal, account.uuidString).where("read_at", .is, SQLLiteral.null)
        if let newest { update = update.where("created_at", .lessThanOrEqual, SQLBind(newest.timeIntervalSince1970)) }
        try await update.run()
    }

    func muted(of account: UUID) async throws -> Set<NotificationKind> {
        Set(
            try await database.select().column("kind").from("notification_mutes")
                .where("account_id", .equal, account.uuidString).all()
                .compactMap { NotificationKind(rawValue: try $0.decode(column: "kind", as: String.self)) })
    }

    func setMuted(_ kinds: Set<NotificationKind>, of account: UUID) async throws {
        try await database.transaction { session in
            try await session.delete(from: "notification_mutes").where("account_id", .equal, account.uuidString).run()
            guard !kinds.isEmpty else { return }
            var insert = session.insert(into: "notification_mutes").columns("account_id", "kind")
            for kind in kinds.sorted(by: { $0.rawValue < $1.rawValue }) {
                insert = insert.values(SQLBind(account.uuidString), SQLBind(kind.rawValue))
            }
            try await insert.run()
        }
    }

    private static func item(from row: any SQLRow) throws -> InboxItem? {
        guard let kind = NotificationKind(rawValue: try row.decode(column: "kind", as: String.self)) else { return nil }
        return InboxItem(
            id: try row.uuid("id"), kind: kind, text: try row.decode(column: "text", as: String.self),
            link: try row.decode(column: "link", as: String.self),
            createdAt: Date(timeIntervalSince1970: try row.decode(column: "created_at", as: Double.self)),
            read: try row.decode(column: "read_at", as: Double?.self) != nil)
    }
}
