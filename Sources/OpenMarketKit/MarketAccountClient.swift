import Foundation
import Networking
import OpenMarketAPI

/// The market as one signed-in person uses it (`MarketAccountPath`): their saved products, their
/// conversations with sellers and buyers, and — for a seller — marking a product reserved or sold.
/// `network` carries the person's API token (MyBizKit's `MyBizClient.network` does, after `login`).
///
/// ```swift
/// let me = MarketAccountClient(network: biz.network)
/// let chat = try await me.startConversation(about: 12)
/// try await me.send("Is it still for sale?", in: chat.id)
/// let saved = try await me.save(item: 12)
/// ```
public struct MarketAccountClient: Sendable {
    /// Sends the requests, with the person's token; its base URL is the server's.
    public let network: NetworkClient

    /// A client of the person `network` is signed in as.
    public init(network: NetworkClient) {
        self.network = network
    }

    /// The saved products, the most recently saved first, each with what changed since.
    public func saved() async throws(OpenMarketError) -> [MarketSavedProduct] {
        try await send(MarketSavedProducts.self, path: MarketAccountPath.saved).saved
    }

    /// Saves product `item` at the price it has now (saving it again changes nothing); returns the entry.
    ///
    /// - Throws: `.notFound` without the product.
    @discardableResult
    public func save(item: Int) async throws(OpenMarketError) -> MarketSavedProduct {
        try await send(
            MarketSavedProduct.self, .post, path: MarketAccountPath.saved, body: MarketSaveRequest(itemID: item),
            notFound404: .notFound)
    }

    /// Takes saved entry `id` (`MarketSavedProduct.id`) off the list.
    ///
    /// - Throws: `.missing` when the person has no such entry.
    public func removeSaved(_ id: Int) async throws(OpenMarketError) {
        try await network.sendMarket(
            Request<Void>(method: .delete, path: MarketAccountPath.saved(id)), notFound404: nil)
    }

    /// Takes product `item` off the saved list; `false` when it was not on it.
    @discardableResult
    public func unsave(item: Int) async throws(OpenMarketError) -> Bool {
        guard let entry = try await saved().first(where: { $0.item?.id == item }) else { return false }
        try await removeSaved(entry.id)
        return true
    }

    /// Every conversation the person is in, the latest message first, with their unread counts.
    public func conversations() async throws(OpenMarketError) -> [MarketConversation] {
        try await send(MarketConversations.self, path: MarketAccountPath.conversations).conversations
    }

    /// Conversation `id` and its messages after message `after` (all of them for 0), which are then
    /// read: the other person's unread count for the reader drops.
    ///
    /// - Throws: `.missing` when the person is not in such a conversation.
    public func conversation(_ id: Int, after: Int = 0) async throws(OpenMarketError) -> MarketConversationMessages {
        try await send(
            MarketConversationMessages.self, path: MarketAccountPath.conversation(id),
            query: after > 0 ? ["after": String(after)] : [:])
    }

    /// The person's conversation with the seller of product `item`, started if there was none.
    ///
    /// - Throws: `.notFound` without the product; `.invalid` for their own product or one an app
    ///   registered, whose seller cannot be reached.
    public func startConversation(about item: Int) async throws(OpenMarketError) -> MarketConversation {
        try await send(
            MarketConversation.self, .post, path: MarketAccountPath.itemConversation(item), notFound404: .notFound)
    }

    /// Sends `body` in conversation `id`; checked against `MarketMessageRules` before anything is sent.
    ///
    /// - Throws: `.invalid` naming what is wrong with the message, or that the other person's account
    ///   is closed; `.missing` when the person is not in such a conversation.
    @discardableResult
    public func send(_ body: String, in conversation: Int) async throws(OpenMarketError) -> MarketMessage {
        if let problem = MarketMessageRules.problem(body) { throw .invalid(reason: problem) }
        return try await send(
            MarketMessage.self, .post, path: MarketAccountPath.messages(conversation),
            body: MarketMessageRequest(body: body))
    }

    /// Puts the person's product `item` on sale again, reserves it for the buyer of conversation
    /// `conversation` (one about this product), or marks it sold; returns the product as it is now.
    ///
    /// - Throws: `.forbidden` when it is someone else's, `.notFound` without it, `.invalid` when a
    ///   reservation names none of its conversations.
    @discardableResult
    public func mark(item: Int, _ status: MarketItemStatus, conversation: Int? = nil) async throws(OpenMarketError)
        -> MarketItemBrief
    {
        try await send(
            MarketItemBrief.self, .put, path: MarketAccountPath.itemStatus(item),
            body: MarketStatusChange(status: status, conversationID: conversation), notFound404: .notFound)
    }

    /// Sends a request of the routes' JSON (`MarketAccountJSON`), whatever the network's own coders are.
    private func send<Output: Decodable & Sendable>(
        _ type: Output.Type, _ method: HTTPMethod = .get, path: String, query: [String: String] = [:],
        body: (some Encodable & Sendable)? = String?.none, notFound404: OpenMarketError? = nil
    ) async throws(OpenMarketError) -> Output {
        var requestBody = RequestBody.none
        if let body {
            do {
                requestBody = .data(try MarketAccountJSON.encoder().encode(body), contentType: "application/json")
            } catch {
                throw .invalid(reason: "The request could not be written as JSON (\(error)).")
            }
        }
        let request = Request<Output>(method: method, target: .path(path), query: query, body: requestBody) {
            data, _ in try MarketAccountJSON.decoder().decode(Output.self, from: data)
        }
        return try await network.sendMarket(request, notFound404: notFound404)
    }
}
