import Foundation
import Hummingbird
import NIOCore
import NIOFoundationCompat
import OpenMarketAPI
import ServerHTTP
import WebPages

/// The Open Market as web pages, on the same repository and rules as the API the apps use:
/// `/market` lists the products page by page — searched, sorted and narrowed by the query in its URL
/// (`MarketQuery`), as a grid or a list — and `/market/items/{id}` shows one with its photos and its
/// seller. `/market/new` registers a product and `/market/items/{id}/edit` changes it, both sending
/// the apps' multipart form to the API from the browser after compressing the photos there. Pages
/// are kept in the catalogue cache, like the API's answers, until the catalogue changes.
struct MarketPagesController<Repository: ItemRepository>: Sendable {
    let repository: Repository
    let library: PageLibrary
    let cache: VersionedAnswerCache
    /// The people's side: who is looking, what they saved, their conversations.
    let people: MarketPeople
    /// A seller's own edit form.
    let sellers: SellerPagesController
    /// The time a relative date is written against.
    var now: @Sendable () -> Date = { Date() }

    func addRoutes(to router: RouterGroup<OpenMarketRequestContext>) {
        router.get("/market") { request, context in try await list(request, context) }
        router.get("/market/items/{id}") { request, context in try await product(request, context) }
        router.get("/market/items/{id}/edit") { request, context in try await edit(request, context) }
    }

    /// Every currency the market holds, for the listing's filter: read once per catalogue version
    /// (kept beside the pages in the catalogue's cache), not by a scan of every item for each page.
    private func heldCurrencies() async throws -> [String] {
        let answer = try await cache.answer(for: "held currencies") { [repository] in
            .json(try JSONEncoder().encode(try await repository.currencies()))
        }
        return try JSONDecoder().decode([String].self, from: Data(buffer: answer.body))
    }

    private func list(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let text = request.uri.queryParameters["page"].map(String.init) ?? "1"
        guard let number = Int(text), number >= 1 else {
            throw APIError.badRequest("page must be a whole number ≥ 1, not “\(text)”.")
        }
        let query = try MarketQuery(request, names: .api2021)
        let (layout, chosen) = MarketLayout.of(request)
        let locale = ReaderLocale.of(request)
        let notice = request.uri.queryParameters["deleted"] != nil ? "The product was deleted." : nil
        // A signed-in person's page has their hearts and header: rendered for them, never cached.
        let viewer = try await people.viewer(request, context)
        let saved = if let user = context.user { try await people.saved.savedItemIDs(by: user.id) } else { Set<Int>() }
        let render: @Sendable () async throws -> String = { [repository, library] in
            let filter = ItemFilter.pages(query)
            async let records = repository.page(number, size: ItemPage.size, filter: filter)
            async let total = repository.count(filter)
            async let held = heldCurrencies()
            let found = try await records
            let sellerName = query.seller == nil ? nil : found.first.map { MarketSellerName.of($0) }
            return try library.render(
                "market",
                MarketListView(
                    page: number, query: query, records: found, total: try await total, held: try await held,
                    sellerName: sellerName, layout: layout, locale: locale, notice: notice,
                    viewer: viewer, saved: saved))
        }
        var response: Response
        if notice == nil, !viewer.signedIn {
            let key = "market page \(number) \(layout) \(locale.identifier) \(query.cacheKey) \(query.search)"
            response = try await cached(key, render)
        } else {
            response = HTMLPage.response(try await render())
        }
        if chosen { response.setCookie(layout.cookie) }
        return response
    }

    private func product(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let id = try context.pathID()
        let locale = ReaderLocale.of(request)
        let now = now()
        let viewer = try await people.viewer(request, context)
        let personal = if let user = context.user { try await personal(id, for: user) } else { ProductPersonal?.none }
        let render: @Sendable (String?) async throws -> String = { [repository, library] notice in
            let record = try await record(id)
            let seller = ItemFilter.pages(MarketQuery(seller: MarketSellerName.seller(of: record)))
            async let total = repository.count(seller)
            async let others = repository.page(1, size: ProductView.otherCount + 1, filter: seller)
            return try library.render(
                "market-item",
                ProductView(
                    record, sellerTotal: try await total, others: try await others, locale: locale, now: now,
                    notice: notice, viewer: viewer, personal: personal))
        }
        // After a change, or for a signed-in person, the page is rendered for this one request.
        let notice = request.uri.queryParameters["notice"].flatMap({ Self.notices[String($0)] })
        if notice != nil || viewer.signedIn {
            return HTMLPage.response(try await render(notice))
        }
        // "3 days ago" changes with the clock: a cached page is kept for the hour at most.
        let hour = Int(now.timeIntervalSince1970 / 3600)
        return try await cached("market item \(id) \(locale.identifier) \(hour)") { try await render(nil) }
    }

    /// What a product's page says after the change that led to it, by `?notice=`.
    private static var notices: [String: String] {
        [
            "registered": "Your product is registered: this is its page.", "saved": "Your changes are saved.",
            "reserved": "It is marked reserved: the buyer sees it in your conversation.",
            "sold": "It is marked sold: buyers who saved it or wrote about it see it.",
            "available": "It is on sale again.",
        ]
    }

    /// What `user` sees on product `id`'s page beyond everyone: whether they saved it, and the buyers
    /// who wrote about it (shown to its seller only).
    private func personal(_ id: Int, for user: WebUser) async throws -> ProductPersonal {
        var buyers: [ProductPersonal.Buyer] = []
        for conversation in try await people.conversations.conversations(item: id, seller: user.id) {
            let name = try await people.people.person(conversation.buyer)?.name ?? "A former member"
            buyers.append(ProductPersonal.Buyer(conversation: conversation.id, name: name, buyer: conversation.buyer))
        }
        return ProductPersonal(saved: try await people.saved.isSaved(id, by: user.id), buyers: buyers)
    }

    /// The page `render` makes, from the cache when it has it.
    private func cached(_ key: String, _ render: @escaping @Sendable () async throws -> String) async throws
        -> Response
    {
        let answer = try await cache.answer(for: key) {
            VersionedAnswerCache.Answer(mediaType: HTMLPage.mediaType, body: ByteBuffer(string: try await render()))
        }
        return HTMLPage.response(answer.body)
    }

    /// A seller's own product opens their form; an app's product asks for its password first; another
    /// seller's product cannot be edited.
    private func edit(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let record = try await record(try context.pathID())
        if let seller = record.sellerAccount {
            guard let user = context.user else {
                return BrowserSession.webApps.loginRedirect(returningTo: request.uri.path)
            }
            guard user.id == seller else { throw APIError(.forbidden, "Only the product's seller can edit it.") }
            return try await sellers.editForm(record, request, context)
        }
        return try library.page(
            "market-edit", MarketFormView(editing: record, viewer: try await people.viewer(request, context)))
    }

    private func record(_ id: Int) async throws -> ItemRecord {
        guard let record = try await repository.item(id: id) else { throw APIError.notFound }
        return record
    }
}
