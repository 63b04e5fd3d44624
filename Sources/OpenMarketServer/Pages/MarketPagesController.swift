import Foundation
import Hummingbird
import NIOCore
import OpenMarketAPI
import ServerSupport
import WebPages

/// The Open Market as web pages, a client of the same API the apps use: `/market` lists the
/// products page by page (the next pages come from `GET /items/{page}` as you scroll, or by plain
/// links without JavaScript), `/market/items/{id}` shows one with its photos, `/market/new`
/// registers one and `/market/items/{id}/edit` changes it — both sending the apps' multipart form to
/// the API from the browser, after compressing the photos there. The grid's pages and the product
/// pages are kept in the catalogue cache, like the API's answers, until the catalogue changes.
struct MarketPagesController<Repository: ItemRepository>: Sendable {
    let repository: Repository
    let library: PageLibrary
    let cache: VersionedAnswerCache

    func addRoutes(to router: RouterGroup<OpenMarketRequestContext>) {
        router.get("/market") { request, _ in try await list(request) }
        router.get("/market/new") { _, _ in try library.page("market-new", MarketFormView.registering) }
        router.get("/market/items/{id}") { request, context in try await product(request, context) }
        router.get("/market/items/{id}/edit") { _, context in try await edit(context) }
    }

    private func list(_ request: Request) async throws -> Response {
        let text = request.uri.queryParameters["page"].map(String.init) ?? "1"
        guard let number = Int(text), number >= 1 else {
            throw APIError.badRequest("page must be a whole number ≥ 1, not “\(text)”.")
        }
        let notice = request.uri.queryParameters["deleted"] != nil ? "The product was deleted." : nil
        let render: @Sendable () async throws -> String = { [repository, library] in
            let records = try await repository.page(number, size: ItemPage.size, filter: .api2021)
            return try library.render(
                "market", MarketListView(page: number, records: records, pageSize: ItemPage.size, notice: notice))
        }
        guard notice == nil else { return HTMLPage.response(try await render()) }
        return try await cached("market page \(number)", render)
    }

    private func product(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let id = try itemID(context)
        // After a change the page says so: rendered for this one request, never cached.
        if let notice = request.uri.queryParameters["notice"].flatMap({ Self.notices[String($0)] }) {
            return HTMLPage.response(
                try library.render("market-item", ProductView(try await record(id), notice: notice)))
        }
        return try await cached("market item \(id)") { [library] in
            try library.render("market-item", ProductView(try await record(id)))
        }
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
        guard let id = context.parameters.get("id").flatMap(Int.init), id > 0 else { throw APIError.notFound }
        return id
    }

    private func record(_ id: Int) async throws -> ItemRecord {
        guard let record = try await repository.item(id: id) else { throw APIError.notFound }
        return record
    }
}
