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
    /// The time a relative date is written against.
    var now: @Sendable () -> Date = { Date() }

    func addRoutes(to router: RouterGroup<OpenMarketRequestContext>) {
        router.get("/market") { request, _ in try await list(request) }
        router.get("/market/new") { _, _ in try library.page("market-new", MarketFormView.registering) }
        router.get("/market/items/{id}") { request, context in try await product(request, context) }
        router.get("/market/items/{id}/edit") { _, context in try await edit(context) }
    }

    /// Every currency the market holds, for the listing's filter: read once per catalogue version
    /// (kept beside the pages in the catalogue's cache), not by a scan of every item for each page.
    private func heldCurrencies() async throws -> [String] {
        let answer = try await cache.answer(for: "held currencies") { [repository] in
            .json(try JSONEncoder().encode(try await repository.currencies()))
        }
        return try JSONDecoder().decode([String].self, from: Data(buffer: answer.body))
    }

    private func list(_ request: Request) async throws -> Response {
        let text = request.uri.queryParameters["page"].map(String.init) ?? "1"
        guard let number = Int(text), number >= 1 else {
            throw APIError.badRequest("page must be a whole number ≥ 1, not “\(text)”.")
        }
        let query = try MarketQuery(request, names: .api2021)
        let (layout, chosen) = MarketLayout.of(request)
        let locale = ReaderLocale.of(request)
        let notice = request.uri.queryParameters["deleted"] != nil ? "The product was deleted." : nil
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
                    sellerName: sellerName, layout: layout, locale: locale, notice: notice))
        }
        var response: Response
        if notice == nil {
            let key = "market page \(number) \(layout) \(locale.identifier) \(query.cacheKey) \(query.search)"
            response = try await cached(key, render)
        } else {
            response = HTMLPage.response(try await render())
        }
        if chosen { response.setCookie(layout.cookie) }
        return response
    }

    private func product(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let id = try itemID(context)
        let locale = ReaderLocale.of(request)
        let now = now()
        let render: @Sendable (String?) async throws -> String = { [repository, library] notice in
            let record = try await record(id)
            let seller = ItemFilter.pages(MarketQuery(seller: MarketSellerName.seller(of: record)))
            async let total = repository.count(seller)
            async let others = repository.page(1, size: ProductView.otherCount + 1, filter: seller)
            return try library.render(
                "market-item",
                ProductView(
                    record, sellerTotal: try await total, others: try await others, locale: locale, now: now,
                    notice: notice))
        }
        // After a change the page says so: rendered for this one request, never cached.
        if let notice = request.uri.queryParameters["notice"].flatMap({ Self.notices[String($0)] }) {
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
        ]
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

    private func edit(_ context: OpenMarketRequestContext) async throws -> Response {
        try library.page("market-edit", MarketFormView(editing: try await record(try itemID(context))))
    }

    private func itemID(_ context: OpenMarketRequestContext) throws -> Int {
        guard let id = context.parameters.get("id", as: Int.self), id > 0 else { throw APIError.notFound }
        return id
    }

    private func record(_ id: Int) async throws -> ItemRecord {
        guard let record = try await repository.item(id: id) else { throw APIError.notFound }
        return record
    }
}
