import Hummingbird
import MyBizServer
import OpenMarketAPI
import OpenMarketServer
import ServerHTTP
import WebPages

/// Which contract answers an error, by the path it came to: what no module can know, because only
/// the whole server knows every path. Root requests of the 2022 market were rewritten to their
/// profile's prefix before routing, so they count as `/early` or `/late` here.
struct ErrorContracts: ErrorResponder {
    /// The body of errors the router never sees (connections refused, headers too large): the shape
    /// the 2021 market and MyBiz share, as no path is known yet.
    static let belowRouter = MyBizErrors.format

    private static let v2Prefixes = MarketProfile.allCases.map { MarketPath.prefix($0) }
    private static let v1Prefixes = ["/item", "/items", "/images", "/thumbnails"]
    /// The MyBiz API and the server's own machine-read routes, all in MyBiz's shape.
    private static let jsonPrefixes = ["/api", "/health", "/ready", "/metrics", "/openapi"]

    private let page = ErrorPage(otherwise: MyBizErrors.format)

    func response(for error: APIError, to request: Request) -> Response {
        let path = request.uri.path
        if Self.matches(path, Self.v2Prefixes) { return OpenMarketErrors.v2.response(for: error, to: request) }
        if Self.matches(path, Self.v1Prefixes) { return OpenMarketErrors.v1.response(for: error, to: request) }
        if Self.matches(path, Self.jsonPrefixes) { return MyBizErrors.format.response(for: error, to: request) }
        return page.response(for: error, to: request)
    }

    /// Whether `path` is one of `prefixes` or below one.
    private static func matches(_ path: String, _ prefixes: [String]) -> Bool {
        prefixes.contains { path == $0 || path.hasPrefix($0 + "/") }
    }
}
