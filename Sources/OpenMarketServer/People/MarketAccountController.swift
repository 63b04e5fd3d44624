import Foundation
import HTTPTypes
import Hummingbird
import Logging
import OpenMarketAPI
import ServerHTTP
import WebPages

/// The market for a signed-in person's apps (`MarketAccountPath`, behind an API token): the saved
/// products, the conversations and their messages, and a seller marking a product reserved or sold —
/// what the pages do, through the same checks (`MarketPeople`), for OpenMarketKit and `mybiz market`.
/// Errors are the 2021 API's body; nobody reads a conversation they are not in (404).
struct MarketAccountController: Sendable {
    let people: MarketPeople
    let links: ImageLinks

    /// The JSON of every answer (`MarketAccountJSON`): one encoder, safe to share.
    private static let encoder = MarketAccountJSON.encoder()
    /// The reader of every request body.
    private static let bodies = JSONRequestBody(decoder: MarketAccountJSON.decoder())
    /// The largest body read: a message at its longest, escaped, with room to spare.
    private static let maxBody = 16 * 1024

    /// The routes, on `router` behind `SignInMiddleware` with an API token.
    func addRoutes(to router: RouterGroup<OpenMarketRequestContext>) {
        router.get(RouterPath(MarketAccountPath.saved)) { request, context in try await savedList(request, context) }
        router.post(RouterPath(MarketAccountPath.saved)) { request, context in try await save(request, context) }
        router.delete(RouterPath(MarketAccountPath.savedPattern)) { _, context in try await removeSaved(context) }
        router.get(RouterPath(MarketAccountPath.conversations)) { request, context in
            try await conversations(request, context)
        }
        router.get(RouterPath(MarketAccountPath.conversationPattern)) { request, context in
            try await conversation(request, context)
        }
        router.post(RouterPath(MarketAccountPath.messagesPattern)) { request, context in
            try await send(request, context)
        }
        router.post(RouterPath(MarketAccountPath.itemConversationPattern)) { request, context in
            try await start(request, context)
        }
        router.put(RouterPath(MarketAccountPath.itemStatusPattern)) { request, context in
            try await mark(request, context)
        }
    }

    private func answer(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        var response = JSONAnswer.response(try Self.encoder.encode(value), status: status)
        response.headers[.cacheControl] = "no-store"
        return response
    }

    private func savedList(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let user = try context.person()
        let saved = try await people.saved.saved(by: user.id)
        let items = try await people.items.items(ids: saved.compactMap(\.itemID))
        let base = links.base(for: request)
        return try answer(
            MarketSavedProducts(saved: saved.map { $0.wire(item: $0.itemID.flatMap { items[$0] }, base: base) }))
    }

    private func save(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let user = try context.person()
        let wanted = try await Self.bodies.decode(MarketSaveRequest.self, from: request, limit: Self.maxBody)
        let (item, saved) = try await people.save(wanted.itemID, for: user)
        guard let entry = try await people.saved.entry(of: item.id, by: user.id) else {
            throw APIError(.notFound, "There is no product \(wanted.itemID); it may have been deleted.")
        }
        if saved { context.logger.info("Product \(wanted.itemID) saved") }
        return try answer(entry.wire(item: item, base: links.base(for: request)), status: saved ? .created : .ok)
    }

    private func removeSaved(_ context: OpenMarketRequestContext) async throws -> Response {
        let user = try context.person()
        let id = try context.pathID()
        guard try await people.saved.remove(id, by: user.id) else {
            throw APIError(.notFound, "There is no saved entry \(id) of yours.")
        }
        return Response(status: .noContent)
    }

    private func conversations(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let user = try context.person()
        let base = links.base(for: request)
        let wire = try await people.inbox(of: user).map { entry in
            entry.conversation.wire(
                for: user.id, other: entry.other, item: entry.item, unread: entry.unread, last: entry.last, base: base)
        }
        return try answer(MarketConversations(conversations: wire))
    }

    /// The conversation with its messages after `?after=` (all without it), which it marks read.
    private func conversation(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let user = try context.person()
        let after: Int
        switch request.uri.queryParameters["after"].map(String.init) {
        case nil: after = 0
        case let text?:
            guard let number = Int(text), number >= 0 else {
                throw APIError.badRequest(
                    "after must be the number of a message (0 or more), as the messages' id gives it; \(text) is not.",
                    field: "after")
            }
            after = number
        }
        let conversation = try await people.conversation(try context.pathID(), for: user)
        let messages = try await people.conversations.messages(in: conversation.id, after: after)
        if let newest = messages.last {
            try await people.conversations.markRead(conversation, by: user.id, upTo: newest.id)
        }
        let unread = try await people.conversations.unread(of: user.id)[conversation.id] ?? 0
        let last = try await people.conversations.lastMessages(of: [conversation])[conversation.id]
        let wire = conversation.wire(
            for: user.id, other: try await people.people.person(conversation.other(than: user.id)),
            item: try await people.item(ifAny: conversation.itemID), unread: unread, last: last,
            base: links.base(for: request))
        return try answer(
            MarketConversationMessages(conversation: wire, messages: messages.map { $0.wire(for: user.id) }))
    }

    private func send(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let user = try context.person()
        let conversation = try await people.conversation(try context.pathID(), for: user)
        let wanted = try await Self.bodies.decode(MarketMessageRequest.self, from: request, limit: Self.maxBody)
        let message = try await people.send(wanted.body, from: user, in: conversation)
        context.logger.info("Message \(message.id) sent in conversation \(conversation.id)")
        return try answer(message.wire(for: user.id), status: .created)
    }

    /// The buyer's conversation about the product: 201 when started now, 200 when it was there.
    private func start(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let user = try context.person()
        let (conversation, started) = try await people.startConversation(about: try context.pathID(), buyer: user)
        let wire = conversation.wire(
            for: user.id, other: try await people.people.person(conversation.seller),
            item: try await people.item(ifAny: conversation.itemID),
            unread: try await people.conversations.unread(of: user.id)[conversation.id] ?? 0,
            last: try await people.conversations.lastMessages(of: [conversation])[conversation.id],
            base: links.base(for: request))
        return try answer(wire, status: started ? .created : .ok)
    }

    private func mark(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let user = try context.person()
        let id = try context.pathID()
        let change = try await Self.bodies.decode(MarketStatusChange.self, from: request, limit: Self.maxBody)
        let item = try await people.mark(
            id, change.status, conversation: change.conversationID, by: user, conversationField: "conversation_id")
        context.logger.info("Seller marked product \(id) \(change.status.rawValue)")
        return try answer(item.brief(linkingFrom: links.base(for: request)))
    }
}
