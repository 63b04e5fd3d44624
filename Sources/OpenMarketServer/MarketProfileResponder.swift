import Hummingbird
import OpenMarketAPI

/// Sends requests for the 2022 API's paths at the root (`/healthChecker`, `/api/products…`) to the
/// default profile's routes (`/late/…` unless `--market-profile early`), so an app needs only the
/// server's address. Rewritten before routing, which no router middleware can do.
///
/// Which root requests are the market's is `claims`'s to say: alone, the market claims all its paths;
/// the server, where `GET /api/products` is also the company app's list, gives the rule that tells
/// the two apart.
package struct MarketProfileResponder<Base: HTTPResponder>: HTTPResponder {
    package typealias Context = Base.Context

    private let base: Base
    private let prefix: String
    private let claims: @Sendable (Request) -> Bool

    /// Routes the root requests `claims` says are the market's to `profile`'s routes in `base`.
    package init(
        _ base: Base, defaultProfile profile: MarketProfile,
        claims: @escaping @Sendable (Request) -> Bool = MarketRootPath.isMarketPath
    ) {
        self.base = base
        prefix = MarketPath.prefix(profile)
        self.claims = claims
    }

    package func respond(to request: Request, context: Context) async throws -> Response {
        guard claims(request), let path = request.head.path else {
            return try await base.respond(to: request, context: context)
        }
        var head = request.head
        head.path = prefix + (path.hasPrefix("/") ? path : "/" + path)
        return try await base.respond(to: Request(head: head, body: request.body), context: context)
    }
}

/// The 2022 API's paths as they arrive at the root, before `MarketProfileResponder` rewrites them.
package enum MarketRootPath {
    /// Whether `request` is for one of the 2022 API's paths at the root: `/healthChecker`, or
    /// `/api/products` and below.
    @Sendable package static func isMarketPath(_ request: Request) -> Bool {
        let components = request.uri.path.split(separator: "/", maxSplits: 3)
        guard let first = components.first else { return false }
        if first == "healthChecker" { return components.count == 1 }
        return first == "api" && components.count >= 2 && components[1] == "products"
    }

    /// Whether `request` is `GET /api/products` itself, the path the company app shares.
    package static func isProductList(_ request: Request) -> Bool {
        request.method == .get && request.uri.path.split(separator: "/") == ["api", "products"]
    }
}
