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
        // Read in place, segment by segment: every request to the server passes here.
        var segments = PathSegments(request.uri.path)
        guard let first = segments.next() else { return false }
        if first.elementsEqual("healthChecker".utf8) { return segments.next() == nil }
        return first.elementsEqual("api".utf8) && segments.next()?.elementsEqual("products".utf8) == true
    }

    /// Whether `request` is `GET /api/products` itself, the path the company app shares.
    package static func isProductList(_ request: Request) -> Bool {
        request.method == .get && request.uri.path.split(separator: "/") == ["api", "products"]
    }
}

/// The non-empty segments of a path between its slashes, read without copying.
private struct PathSegments: IteratorProtocol {
    private var rest: Substring.UTF8View

    init(_ path: String) { rest = path[...].utf8 }

    mutating func next() -> Substring.UTF8View? {
        rest = rest.drop { $0 == UInt8(ascii: "/") }
        guard !rest.isEmpty else { return nil }
        let end = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
        defer { rest = rest[end...] }
        return rest[..<end]
    }
}
