import Hummingbird
import OpenMarketServer

/// `GET /api/products` at the root is two APIs' path: the 2022 market's product list (for apps
/// that cannot add a base path) and the MyBiz company app's product catalogue. This is the one
/// rule that tells them apart, documented in both OpenAPI documents:
///
/// - the market's when the request has **no `Authorization` header** (2022 apps never send one)
///   and **at least one of the market's query parameters** — `page_no`, `items_per_page`,
///   `search_value`;
/// - MyBiz's otherwise: with a bearer token it is the catalogue; without one and without those
///   parameters it is MyBiz's `401`, as the book's client expects.
///
/// Every other 2022 path at the root (`/healthChecker`, `POST /api/products`, `/api/products/…`)
/// is the market's alone. `/early/…` and `/late/…` never need the rule.
enum SharedProductsPath {
    /// The 2022 list's query parameters; any one of them marks a market request.
    static let marketQueryKeys = ["page_no", "items_per_page", "search_value"]

    /// Whether a root request goes to the 2022 market.
    @Sendable static func isMarketRequest(_ request: Request) -> Bool {
        guard MarketRootPath.isMarketPath(request) else { return false }
        guard MarketRootPath.isProductList(request) else { return true }
        let query = request.uri.queryParameters
        return request.headers[.authorization] == nil && marketQueryKeys.contains { query[$0[...]] != nil }
    }
}
