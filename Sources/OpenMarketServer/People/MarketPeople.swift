import Foundation
import Hummingbird
import OpenMarketAPI
import ServerHTTP
import WebPages

/// What the market's pages for people — sellers, saved products, conversations — work with: the
/// products, the sellers (vendors linked to accounts), the saved lists, the conversations, and the
/// accounts' names through `WebPeople`.
struct MarketPeople: Sendable {
    let items: SQLItemRepository
    let vendors: SQLVendorRepository
    let saved: SQLSavedRepository
    let conversations: SQLConversationRepository
    let people: any WebPeople
    let library: PageLibrary
    let publicURL: String?
    var now: @Sendable () -> Date = { Date() }

    /// The viewer of `request`: signed in or not, with their unread messages counted.
    func viewer(_ request: Request, _ context: OpenMarketRequestContext) async throws -> MarketViewer {
        var unread = 0
        if let user = context.user { unread = try await conversations.unread(of: user.id).values.reduce(0, +) }
        return MarketViewer(request, user: context.user, unread: unread)
    }

    /// The fields of a form sent from one of the person's pages, its token checked.
    func form(_ request: Request) async throws -> FormFields {
        try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
    }

    /// Item `id`, or 404.
    func item(_ id: Int) async throws -> ItemRecord {
        guard let item = try await items.item(id: id) else {
            throw APIError(.notFound, "There is no product \(id); it may have been deleted.")
        }
        return item
    }

    /// Item `id` when there is one: `nil` for a product deleted since (a saved entry's, a conversation's).
    func item(ifAny id: Int?) async throws -> ItemRecord? {
        guard let id else { return nil }
        return try await items.item(id: id)
    }

    /// Item `id`, when `user` sells it; 403 otherwise.
    func ownItem(_ id: Int, of user: WebUser) async throws -> ItemRecord {
        let item = try await item(id)
        guard item.sellerAccount == user.id else {
            throw APIError(.forbidden, "Only the product's seller can change it.")
        }
        return item
    }
}
