import Foundation
import OpenMarketAPI
import SQLKit
import ServerDatabase

/// A buyer's conversation with a seller about one product, as stored.
struct ConversationRecord: Sendable, Equatable {
    let id: Int
    /// The product; `nil` once it was deleted.
    let itemID: Int?
    let itemTitle: String
    let sellerVendorID: Int
    let seller: UUID
    let buyer: UUID
    let startedAt: Double
    let lastMessageID: Int
    let sellerReadID: Int
    let buyerReadID: Int

    /// Whether `account` is one of its two people.
    func includes(_ account: UUID) -> Bool { account == seller || account == buyer }

    /// The other person, for `account`.
    func other(than account: UUID) -> UUID { account == seller ? buyer : seller }
}

/// A message as stored.
struct MessageRecord: Sendable, Equatable {
    let id: Int
    let conversationID: Int
    let sender: UUID
    let body: String
    let sentAt: Double
}

/// Conversations and their messages, over SQLKit on SQLite and PostgreSQL.
struct SQLConversationRepository: Sendable {
    let database: any SQLDatabase

    private static let columns = [
        "id", "item_id", "item_title", "seller_vendor_id", "seller_account", "buyer_account", "started_at",
        "last_message_id", "seller_read_id", "buyer_read_id",
    ]

    private static func record(_ row: any SQLRow) throws -> ConversationRecord {
        ConversationRecord(
            id: try row.decode(column: "id", as: Int.self), itemID: try row.decode(column: "item_id", as: Int?.self),
            itemTitle: try row.decode(column: "item_title", as: String.self),
            sellerVendorID: try row.decode(column: "seller_vendor_id", as: Int.self),
            seller: try row.uuid("seller_account"), buyer: try row.uuid("buyer_account"),
            startedAt: try row.decode(column: "started_at", as: Double.self),
            lastMessageID: try row.decode(column: "last_message_id", as: Int.self),
            sellerReadID: try row.decode(column: "seller_read_id", as: Int.self),
            buyerReadID: try row.decode(column: "buyer_read_id", as: Int.self))
    }

    private static let messageColumns = ["id", "conversation_id", "sender_account", "body", "sent_at"]

    private static func message(_ row: any SQLRow) throws -> MessageRecord {
        MessageRecord(
            id: try row.decode(column: "id", as: Int.self),
            conversationID: try row.decode(column: "conversation_id", as: Int.self),
            sender: try row.uuid("sender_account"), body: try row.decode(column: "body", as: String.self),
            sentAt: try row.decode(column: "sent_at", as: Double.self))
    }

    /// `buyer`'s conversation about `item`, started now if there was none.
    func conversation(about item: ItemRecord, seller: VendorRecord, buyer: UUID, now: Double) async throws
        -> ConversationRecord
    {
        guard let sellerAccount = seller.accountID else { throw RepositoryError.noRowReturned }
        try await database.insert(into: "market_conversations")
            .columns("item_id", "item_title", "seller_vendor_id", "seller_account", "buyer_account", "started_at")
            .values(
                SQLBind(item.id), SQLBind(item.fields.title), SQLBind(seller.id), SQLBind(sellerAccount.uuidString),
                SQLBind(buyer.uuidString), SQLBind(now)
            )
            .ignoringConflicts().run()
        guard
            let row = try await database.select().columns(Self.columns).from("market_conversations")
                .where("item_id", .equal, item.id).where("buyer_account", .equal, buyer.uuidString).first()
        else { throw RepositoryError.noRowReturned }
        return try Self.record(row)
    }

    /// Conversation `id`, or `nil`.
    func conversation(_ id: Int) async throws -> ConversationRecord? {
        try await database.select().columns(Self.columns).from("market_conversations").where("id", .equal, id)
            .first().map(Self.record)
    }

    /// `buyer`'s conversation about item `itemID`, if they started one.
    func conversation(item itemID: Int, buyer: UUID) async throws -> ConversationRecord? {
        try await database.select().columns(Self.columns).from("market_conversations")
            .where("item_id", .equal, itemID).where("buyer_account", .equal, buyer.uuidString).first()
            .map(Self.record)
    }

    /// Every conversation `account` is in, the latest message first.
    func conversations(of account: UUID) async throws -> [ConversationRecord] {
        try await database.select().columns(Self.columns).from("market_conversations")
            .where {
                $0.where("seller_account", .equal, account.uuidString).orWhere(
                    "buyer_account", .equal, account.uuidString)
            }
            .orderBy("last_message_id", .descending).orderBy("id", .descending).all().map(Self.record)
    }

    /// The conversations about item `itemID` whose seller is `seller` — none for anyone else — for the
    /// seller choosing whom to reserve it for.
    func conversations(item itemID: Int, seller: UUID) async throws -> [ConversationRecord] {
        try await database.select().columns(Self.columns).from("market_conversations")
            .where("item_id", .equal, itemID).where("seller_account", .equal, seller.uuidString).orderBy("id").all()
            .map(Self.record)
    }

    /// The messages of conversation `id` after message `after`, in order.
    func messages(in id: Int, after: Int = 0) async throws -> [MessageRecord] {
        try await database.select().columns(Self.messageColumns)
            .from("market_messages").where("conversation_id", .equal, id).where("id", .greaterThan, after)
            .orderBy("id").all().map(Self.message)
    }

    /// The last message of each of `conversations`, by conversation.
    func lastMessages(of conversations: [ConversationRecord]) async throws -> [Int: MessageRecord] {
        let ids = conversations.map(\.lastMessageID).filter { $0 > 0 }
        guard !ids.isEmpty else { return [:] }
        let messages = try await database.select().columns(Self.messageColumns).from("market_messages")
            .where("id", .in, ids).all().map(Self.message)
        return Dictionary(uniqueKeysWithValues: messages.map { ($0.conversationID, $0) })
    }

    /// Stores `body` from `sender` in conversation `id`, which the sender has then read up to it.
    func send(_ body: String, from sender: UUID, in conversation: ConversationRecord, now: Double) async throws
        -> MessageRecord
    {
        try await database.transaction { session in
            guard
                let id = try await session.insert(into: "market_messages")
                    .columns("conversation_id", "sender_account", "body", "sent_at")
                    .values(SQLBind(conversation.id), SQLBind(sender.uuidString), SQLBind(body), SQLBind(now))
                    .returning("id").first(decodingColumn: "id", as: Int.self)
            else { throw RepositoryError.noRowReturned }
            let readColumn = sender == conversation.seller ? "seller_read_id" : "buyer_read_id"
            try await session.update("market_conversations").set("last_message_id", to: id)
                .set(SQLIdentifier(readColumn), to: SQLBind(id)).where("id", .equal, conversation.id).run()
            return MessageRecord(id: id, conversationID: conversation.id, sender: sender, body: body, sentAt: now)
        }
    }

    /// Notes that `account` has read conversation `conversation` up to message `messageID`.
    func markRead(_ conversation: ConversationRecord, by account: UUID, upTo messageID: Int) async throws {
        let column = account == conversation.seller ? "seller_read_id" : "buyer_read_id"
        try await database.update("market_conversations").set(SQLIdentifier(column), to: SQLBind(messageID))
            .where("id", .equal, conversation.id).where(SQLIdentifier(column), .lessThan, SQLBind(messageID)).run()
    }

    /// How many messages others sent `account` that they have not read, by conversation.
    func unread(of account: UUID) async throws -> [Int: Int] {
        let me = account.uuidString
        let rows = try await database.raw(
            """
            SELECT c.id AS id, COUNT(m.id) AS n FROM market_conversations c
            JOIN market_messages m ON m.conversation_id = c.id
            WHERE m.sender_account <> \(bind: me)
            AND ((c.buyer_account = \(bind: me) AND m.id > c.buyer_read_id)
              OR (c.seller_account = \(bind: me) AND m.id > c.seller_read_id))
            GROUP BY c.id
            """
        ).all()
        var counts: [Int: Int] = [:]
        for row in rows {
            counts[try row.decode(column: "id", as: Int.self)] = try row.decode(column: "n", as: Int.self)
        }
        return counts
    }

    /// How long the seller with account `seller` took to answer, in seconds, in each of their latest
    /// conversations they answered: from the buyer's first message to the seller's first after it.
    func answerTimes(of seller: UUID, conversations limit: Int = 50) async throws -> [Double] {
        let rows = try await database.raw(
            """
            SELECT m.conversation_id AS conversation_id, m.sender_account AS sender_account, m.sent_at AS sent_at
            FROM market_messages m JOIN market_conversations c ON m.conversation_id = c.id
            WHERE c.seller_account = \(bind: seller.uuidString)
            AND c.id IN (SELECT id FROM market_conversations WHERE seller_account = \(bind: seller.uuidString)
                ORDER BY id DESC LIMIT \(literal: limit))
            ORDER BY m.conversation_id, m.id
            """
        ).all()
        var firstAsked: [Int: Double] = [:]
        var answered: [Int: Double] = [:]
        for row in rows {
            let conversation = try row.decode(column: "conversation_id", as: Int.self)
            let fromSeller = try row.uuid("sender_account") == seller
            let sentAt = try row.decode(column: "sent_at", as: Double.self)
            if !fromSeller, firstAsked[conversation] == nil { firstAsked[conversation] = sentAt }
            if fromSeller, let asked = firstAsked[conversation], answered[conversation] == nil {
                answered[conversation] = sentAt - asked
            }
        }
        return Array(answered.values)
    }
}
