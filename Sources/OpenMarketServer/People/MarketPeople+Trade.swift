import Foundation
import HTTPTypes
import OpenMarketAPI
import ServerHTTP
import WebPages

/// What a person may do on the market, checked once for the pages and the API alike: start a
/// conversation, read one they are in, write in it, save a product, and — as a seller — mark one.
extension MarketPeople {
    /// `buyer`'s conversation about product `itemID`, started now if there was none; `started` says which.
    ///
    /// - Throws: 404 without the product; 400 for an app's product (its seller has no account), the
    ///   buyer's own, or a new conversation with a seller whose account is closed.
    func startConversation(about itemID: Int, buyer: WebUser) async throws -> (
        conversation: ConversationRecord, started: Bool
    ) {
        let item = try await item(itemID)
        guard let vendor = item.vendor, let sellerAccount = vendor.accountID else {
            throw APIError(.badRequest, "This product was registered by an app, whose seller cannot be reached here.")
        }
        guard sellerAccount != buyer.id else { throw APIError(.badRequest, "This is your own product.") }
        if let kept = try await conversations.conversation(item: item.id, buyer: buyer.id) { return (kept, false) }
        let seller = try await people.person(sellerAccount)
        guard seller?.isActive == true else { throw APIError(.badRequest, Self.closed(seller)) }
        let conversation = try await conversations.conversation(
            about: item, seller: vendor, buyer: buyer.id, now: now().timeIntervalSince1970)
        return (conversation, true)
    }

    /// One of a person's conversations with what its list shows: the other person (`nil` once their
    /// account is gone), the product now (`nil` once deleted), the latest message and the unread count.
    struct InboxEntry {
        let conversation: ConversationRecord
        let other: WebPerson?
        let item: ItemRecord?
        let last: MessageRecord?
        let unread: Int
    }

    /// Every conversation `user` is in, the latest message first: four queries, and one name read
    /// per other person however many conversations they share.
    func inbox(of user: WebUser) async throws -> [InboxEntry] {
        let all = try await conversations.conversations(of: user.id)
        let unread = try await conversations.unread(of: user.id)
        let last = try await conversations.lastMessages(of: all)
        let products = try await items.items(ids: all.compactMap(\.itemID))
        var others: [UUID: WebPerson?] = [:]
        var entries: [InboxEntry] = []
        for conversation in all {
            let otherID = conversation.other(than: user.id)
            if others[otherID] == nil { others[otherID] = .some(try await people.person(otherID)) }
            entries.append(
                InboxEntry(
                    conversation: conversation, other: others[otherID] ?? nil,
                    item: conversation.itemID.flatMap { products[$0] }, last: last[conversation.id],
                    unread: unread[conversation.id] ?? 0))
        }
        return entries
    }

    /// Conversation `id`, when `user` is in it; 404 otherwise, as if there were none.
    func conversation(_ id: Int, for user: WebUser) async throws -> ConversationRecord {
        guard let conversation = try await conversations.conversation(id), conversation.includes(user.id) else {
            throw APIError(.notFound, "There is no such conversation.")
        }
        return conversation
    }

    /// Sends `body` from `user` in `conversation`; a 400 naming `body` when it breaks the message rules
    /// or the other person's account is closed.
    func send(_ body: String, from user: WebUser, in conversation: ConversationRecord) async throws -> MessageRecord {
        if let problem = MarketMessageRules.problem(body) { throw APIError.badRequest(problem, field: "body") }
        let other = try await people.person(conversation.other(than: user.id))
        guard other?.isActive == true else { throw APIError.badRequest(Self.closed(other), field: "body") }
        return try await conversations.send(body, from: user.id, in: conversation, now: now().timeIntervalSince1970)
    }

    /// Why nothing more can be said to `person`, whose account is closed (or gone).
    static func closed(_ person: WebPerson?) -> String {
        "\(person?.name ?? "This person")'s account is closed: messages can no longer be sent to them."
    }

    /// Saves product `itemID` for `user` at the price it has now; `saved` is `false` when it was saved
    /// already.
    ///
    /// - Throws: 404 without the product.
    @discardableResult
    func save(_ itemID: Int, for user: WebUser) async throws -> (item: ItemRecord, saved: Bool) {
        let item = try await item(itemID)
        return (item, try await saved.save(item, by: user.id, now: now().timeIntervalSince1970))
    }

    /// Puts `user`'s product `itemID` on sale again, reserves it for the buyer of `conversationID`
    /// (one of its conversations), or marks it sold.
    ///
    /// - Throws: 404 without the product, 403 when it is not `user`'s, 400 naming `conversationField`
    ///   when a reservation names none of its conversations or a buyer whose account is closed.
    func mark(
        _ itemID: Int, _ status: MarketItemStatus, conversation conversationID: Int?, by user: WebUser,
        conversationField: String = "conversation"
    ) async throws -> ItemRecord {
        _ = try await ownItem(itemID, of: user)
        var buyer: UUID? = nil
        if status == .reserved {
            guard let conversationID, let conversation = try await conversations.conversation(conversationID),
                conversation.itemID == itemID
            else {
                throw APIError.badRequest(
                    "Choose the buyer to reserve it for: one of the people who wrote about it.",
                    field: conversationField)
            }
            let person = try await people.person(conversation.buyer)
            guard person?.isActive == true else {
                throw APIError.badRequest(
                    "\(person?.name ?? "This buyer")'s account is closed: reserve it for someone who can still come.",
                    field: conversationField)
            }
            buyer = conversation.buyer
        }
        guard let item = try await items.setStatus(status, reservedFor: buyer, of: itemID) else {
            throw APIError(.notFound, "There is no product \(itemID); it may have been deleted.")
        }
        return item
    }
}
