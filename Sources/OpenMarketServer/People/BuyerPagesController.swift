import Foundation
import Hummingbird
import Logging
import NIOCore
import OpenMarketAPI
import ServerHTTP
import WebPages

/// A signed-in person buying: saving products (the heart, `/market/saved` with what changed since),
/// and talking with sellers (`/market/messages`): "Chat with the seller" starts or reopens the
/// conversation about a product, both people see it with its unread count, and the page's script
/// asks for new messages every few seconds so they appear without a reload. Nobody reads a
/// conversation they are not in; a closed account's conversations take no more messages.
struct BuyerPagesController: Sendable {
    let people: MarketPeople

    /// The routes, on `router` behind `RequireSignIn`: each is a signed-in person's.
    func addRoutes(to router: RouterGroup<OpenMarketRequestContext>) {
        router.post("/market/items/{id}/save") { request, context in try await save(request, context, true) }
        router.post("/market/items/{id}/unsave") { request, context in try await save(request, context, false) }
        router.get("/market/saved") { request, context in try await savedPage(request, context) }
        router.post("/market/saved/{id}/remove") { request, context in try await removeSaved(request, context) }
        router.post("/market/items/{id}/chat") { request, context in try await chat(request, context) }
        router.get("/market/messages") { request, context in try await inbox(request, context) }
        router.get("/market/messages/{id}") { request, context in try await conversationPage(request, context) }
        router.get("/market/messages/{id}/new") { request, context in try await newMessages(request, context) }
        router.post("/market/messages/{id}") { request, context in try await send(request, context) }
    }

    private func save(_ request: Request, _ context: OpenMarketRequestContext, _ saving: Bool) async throws
        -> Response
    {
        let user = try context.person()
        let form = try await people.form(request)
        let id = try context.pathID()
        if saving {
            try await people.save(id, for: user)
        } else {
            try await people.saved.unsave(item: id, by: user.id)
        }
        if request.headers[.accept]?.contains("application/json") == true {
            return try JSONAnswer.response(["saved": saving])
        }
        let back = BrowserSession.safeReturnPath(form["back"], default: "/market/items/\(id)")
        return HTMLPage.redirect(to: back)
    }

    private func savedPage(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let user = try context.person()
        let locale = ReaderLocale.of(request)
        let saved = try await people.saved.saved(by: user.id)
        let items = try await people.items.items(ids: saved.compactMap(\.itemID))
        let entries = saved.map { SavedView.Entry($0, item: $0.itemID.flatMap { items[$0] }, locale: locale) }
        return try people.library.page(
            "market-saved", SavedView(entries: entries, viewer: try await people.viewer(request, context)))
    }

    private func removeSaved(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let user = try context.person()
        _ = try await people.form(request)
        try await people.saved.remove(try context.pathID(), by: user.id)
        return HTMLPage.redirect(to: "/market/saved")
    }

    private func chat(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let user = try context.person()
        _ = try await people.form(request)
        let (conversation, _) = try await people.startConversation(about: try context.pathID(), buyer: user)
        return HTMLPage.redirect(to: "/market/messages/\(conversation.id)")
    }

    private func inbox(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let user = try context.person()
        let rows = try await people.inbox(of: user).map { entry in
            InboxView.Row(
                entry.conversation, for: user.id, other: entry.other, item: entry.item, last: entry.last,
                unread: entry.unread)
        }
        return try people.library.page(
            "market-messages", InboxView(rows: rows, viewer: try await people.viewer(request, context)))
    }

    /// The path's conversation, when `user` is in it; 404 otherwise, as if there were none.
    private func conversation(_ context: OpenMarketRequestContext, for user: WebUser) async throws
        -> ConversationRecord
    {
        try await people.conversation(try context.pathID(), for: user)
    }

    private func conversationPage(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let user = try context.person()
        let conversation = try await conversation(context, for: user)
        let messages = try await people.conversations.messages(in: conversation.id)
        if let last = messages.last {
            try await people.conversations.markRead(conversation, by: user.id, upTo: last.id)
        }
        let other = try await people.people.person(conversation.other(than: user.id))
        let item = try await people.item(ifAny: conversation.itemID)
        let view = ConversationView(
            conversation, for: user.id, other: other, item: item, messages: messages,
            locale: ReaderLocale.of(request), error: nil, viewer: try await people.viewer(request, context))
        return try people.library.page("market-conversation", view)
    }

    /// The messages after `?after=N`, as JSON, for the page's script: each marked as the reader's or
    /// not, and the product's state, which may have changed meanwhile.
    private func newMessages(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let user = try context.person()
        let conversation = try await conversation(context, for: user)
        let after = request.uri.queryParameters["after"].flatMap { Int($0) } ?? 0
        let messages = try await people.conversations.messages(in: conversation.id, after: after)
        if let last = messages.last {
            try await people.conversations.markRead(conversation, by: user.id, upTo: last.id)
        }
        let item = try await people.item(ifAny: conversation.itemID)
        let locale = ReaderLocale.of(request)
        let answer = NewMessages(
            messages: messages.map { ConversationView.Message($0, for: user.id, locale: locale) },
            status: ConversationView.statusText(item, buyer: conversation.buyer, reader: user.id))
        return try JSONAnswer.response(answer)
    }

    private func send(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let user = try context.person()
        let form = try await people.form(request)
        let conversation = try await conversation(context, for: user)
        let body = form["body"] ?? ""
        let wantsJSON = request.headers[.accept]?.contains("application/json") == true
        let message: MessageRecord
        do {
            message = try await people.send(body, from: user, in: conversation)
        } catch let refusal as APIError where refusal.field == "body" && !wantsJSON {
            // The page again, with what was typed and why it was not sent.
            let view = ConversationView(
                conversation, for: user.id, other: try await people.people.person(conversation.other(than: user.id)),
                item: try await people.item(ifAny: conversation.itemID),
                messages: try await people.conversations.messages(in: conversation.id),
                locale: ReaderLocale.of(request), error: refusal.reason, draft: body,
                viewer: try await people.viewer(request, context))
            return try people.library.page("market-conversation", view, status: .badRequest)
        }
        context.logger.info("Message \(message.id) sent in conversation \(conversation.id)")
        if wantsJSON {
            return try JSONAnswer.response(
                ConversationView.Message(message, for: user.id, locale: ReaderLocale.of(request)),
                status: .created)
        }
        return HTMLPage.redirect(to: "/market/messages/\(conversation.id)#message-\(message.id)")
    }

}

/// What `/market/messages/{id}/new` answers.
struct NewMessages: Encodable {
    let messages: [ConversationView.Message]
    /// "Reserved for you", "Sold"; `nil` while on sale.
    let status: String?
}
