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
    /// - Throws: 404 without the product; 400 for an app's product (its seller has no account) or the
    ///   buyer's own.
    func startConversation(about itemID: Int, buyer: WebUser) async throws -> (
        conversation: ConversationRecord, started: Bool
    ) {
        let item = try await item(itemID)
        guard let vendor = item.vendor, let sellerAccount = vendor.accountID else {
            throw APIError(.badRequest, "This product was registered by an app, whose seller cannot be reached here.")
        }
        guard sellerAccount != buyer.id else { throw APIError(.badRequest, "This is your own product.") }
        if let kept = try await conversations.conversation(item: item.id, buyer: buyer.id) { return (kept, false) }
        let conversation = try await conversations.conversation(
            about: item, seller: vendor, buyer: buyer.id, now: now().timeIntervalSince1970)
        return (conversation, true)
    }

    /// Conversation `id`, when `user` is in it; 404 otherwise, as if there were none.
    func conversation(_ id: Int, for user: WebUser) async throws -> ConversationRecord {
        guard let conversation = try await conversations.conversation(id), conversation.includes(user.id) else {
            throw APIError(.notFound, "There is no such conversation.")
        }
        return conversation
    }

    /// Why `user` cannot send `body` in `conversation`, as a sentence: the message rules, or the other
    /// person's closed account; `nil` when they can. `other` is the other person, when already read.
    func refusal(of body: String, in conversation: ConversationRecord, from user: WebUser, other: WebPerson?)
        -> String?
    {
        if let problem = MarketMessageRules.problem(body) { return problem }
        guard other?.isActive == true else {
            return "\(other?.name ?? "This person")'s account is closed: messages can no longer be sent to them."
        }
        return nil
    }

    /// Sends `body` from `user` in `conversation`; a 400 naming `body` when it may not be sent.
    func send(_ body: String, from user: WebUser, in conversation: ConversationRecord) async throws -> MessageRecord {
        let other = try await people.person(conversation.other(than: user.id))
        if let problem = refusal(of: body, in: conversation, from: user, other: other) {
            throw APIError.badRequest(problem, field: "body")
        }
        return try await conversations.send(body, from: user.id, in: conversation, now: now().timeIntervalSince1970)
    }

    /// Saves product `itemID` for `user` at the price it has now; `false` when it was saved already.
    ///
    /// - Throws: 404 without the product.
    @discardableResult
    func save(_ itemID: Int, for user: WebUser) async throws -> Bool {
        let item = try await item(itemID)
        if try await saved.isSaved(item.id, by: user.id) { return false }
        try await saved.save(item, by: user.id, now: now().timeIntervalSince1970)
        return true
    }

    /// Puts `user`'s product `itemID` on sale again, reserves it for the buyer of `conversationID`
    /// (one of its conversations), or marks it sold.
    ///
    /// - Throws: 404 without the product, 403 when it is not `user`'s, 400 naming `conversationField`
    ///   when a reservation names none of its conversations.
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
            buyer = conversation.buyer
        }
        guard let item = try await items.setStatus(status, reservedFor: buyer, of: itemID) else {
            throw APIError(.notFound, "There is no product \(itemID); it may have been deleted.")
        }
        return item
    }
}
