import Foundation
import Hummingbird
import OpenMarketAPI
import ServerSupport

/// The Open Market as web pages, a client of the same API the apps use: `/market` lists the
/// products page by page (the next pages come from `GET /items/{page}` as you scroll, or by plain
/// links without JavaScript), `/market/items/{id}` shows one with its photos, `/market/new`
/// registers one and `/market/items/{id}/edit` changes it — both sending the apps' multipart form to
/// the API from the browser, after compressing the photos there.
struct MarketPagesController<Repository: ItemRepository>: Sendable {
    let repository: Repository
    let library: PageLibrary

    func addRoutes(to router: RouterGroup<OpenMarketRequestContext>) {
        router.get("/market") { request, _ in try await list(request) }
        router.get("/market/new") { _, _ in try library.page("market-new", MarketFormView.registering) }
        router.get("/market/items/{id}") { _, context in try await product(context) }
        router.get("/market/items/{id}/edit") { _, context in try await edit(context) }
    }

    private func list(_ request: Request) async throws -> Response {
        let text = request.uri.queryParameters["page"].map(String.init) ?? "1"
        guard let number = Int(text), number >= 1 else {
            throw APIError.badRequest("page must be a whole number ≥ 1, not “\(text)”.")
        }
        let records = try await repository.page(number, size: ItemPage.size)
        let notice = request.uri.queryParameters["deleted"] != nil ? "The product was deleted." : nil
        return try library.page(
            "market", MarketListView(page: number, records: records, pageSize: ItemPage.size, notice: notice))
    }

    private func product(_ context: OpenMarketRequestContext) async throws -> Response {
        try library.page("market-item", ProductView(try await record(context)))
    }

    private func edit(_ context: OpenMarketRequestContext) async throws -> Response {
        try library.page("market-edit", MarketFormView(editing: try await record(context)))
    }

    private func record(_ context: OpenMarketRequestContext) async throws -> ItemRecord {
        guard let id = context.parameters.get("id").flatMap(Int.init), id > 0,
            let record = try await repository.item(id: id)
        else { throw APIError.notFound }
        return record
    }
}
