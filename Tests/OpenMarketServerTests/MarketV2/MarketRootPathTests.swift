import HTTPTypes
import Hummingbird
import Testing

@testable import OpenMarketServer

@Suite("MarketRootPath: which paths at the root are the 2022 market API's")
struct MarketRootPathTests {
    private static func request(_ path: String, _ method: HTTPRequest.Method = .get) -> Request {
        Request(
            head: HTTPRequest(method: method, scheme: "http", authority: "localhost", path: path),
            body: RequestBody(buffer: .init()))
    }

    @Test(
        "Given root paths, when asked whether each is the market's, then only /healthChecker and /api/products and below are",
        arguments: [
            ("/healthChecker", true), ("/healthChecker/", true), ("//healthChecker", true),
            ("/healthChecker/more", false), ("/healthCheckers", false), ("/api/products", true),
            ("/api/products/", true), ("/api/products/12", true), ("/api/products/12/images/3", true),
            ("//api//products", true), ("/api/products?page_no=1", true), ("/api/productsX", false),
            ("/api", false), ("/api/", false), ("/api/product", false), ("/api/announcements", false),
            ("/health", false), ("/", false), ("/app/products", false), ("/items/1", false),
        ])
    func isMarketPath(path: String, isMarket: Bool) {
        #expect(MarketRootPath.isMarketPath(Self.request(path)) == isMarket)
    }
}
