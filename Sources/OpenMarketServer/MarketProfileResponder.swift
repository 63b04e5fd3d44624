import Hummingbird
import OpenMarketAPI

/// Sends requests for the 2022 API's paths at the root (`/healthChecker`, `/api/products…`) to the
/// default profile's routes (`/late/…` unless `--market-profile early`), so an app needs only the
/// server's address. Rewritten before routing, which no router middleware can do.
///
/// `GET /api/products` is also the company app's product list: it is the 2022 API's only without an
/// `Authorization` header (the company app's bearer token; the 2022 apps never send one) and with
/// one of its query parameters (`page_no`, `items_per_page`, `search_value`) — so the company app
/// still answers 401 to a request without a token.
package struct MarketProfileResponder<Base: HTTPResponder>: HTTPResponder {
    package typealias Context = Base.Context

    private let base: Base
    private let prefix: String

    /// Routes root requests of the 2022 API to `profile`'s routes in `base`.
    package init(_ base: Base, defaultProfile profile: MarketProfile) {
        self.base = base
        prefix = MarketPath.prefix(profile)
    }

    package func respond(to request: Request, context: Context) async throws -> Response {
        guard Self.isRootMarketRequest(request), let path = request.head.path else {
            return try await base.respond(to: request, context: context)
        }
        var head = request.head
        head.path = prefix + (path.hasPrefix("/") ? path : "/" + path)
        return try await base.respond(to: Request(head: head, body: request.body), context: context)
    }

    /// Whether `request` is for the 2022 API at the root.
    static func isRootMarketRequest(_ request: Request) -> Bool {
        let components = request.uri.path.split(separator: "/", maxSplits: 3)
        guard let first = components.first else { return false }
        if first == "healthChecker" { return components.count == 1 }
        guard first == "api", components.count >= 2, components[1] == "products" else { return false }
        guard components.count == 2, request.method == .get else { return true }
        let query = request.uri.queryParameters
        return request.headers[.authorization] == nil
            && ["page_no", "items_per_page", "search_value"].contains { query[$0[...]] != nil }
    }
}
