import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import ServerTestSupport
import Testing

@testable import MyBizServer
@testable import Server

@Suite("GET /api/products at the root: the 2022 market's list or the company app's catalogue, by one rule")
struct SharedProductsPathTests {
    @Test(
        "with a market query key and no Authorization it is the market's list",
        arguments: ["page_no=1&items_per_page=20", "items_per_page=5", "search_value=lamp", "page_no=2"])
    func market(query: String) async throws {
        try await MyBizApp.test { client, _ in
            let list = try await client.get("/api/products?\(query)")
            #expect(list.status == .ok && list.text.contains("\"pageNo\""))
        }
    }

    @Test("with a bearer token it is the company's catalogue, market keys or not")
    func companyWithToken() async throws {
        try await MyBizApp.test { client, fixture in
            let token = try await client.token(for: fixture.member)
            // The server prices its catalogue in US dollars unless configured otherwise.
            let priced = fixture.company.products.map { product in
                var product = product
                product.currency = "USD"
                return product
            }
            for uri in ["/api/products", "/api/products?page_no=1"] {
                let products = try await client.call(uri, token: token)
                #expect(try products.myBizDecoded([Product].self) == priced)
            }
            let wrong = try await client.call("/api/products?page_no=1", token: "nope")
            #expect(wrong.status == .unauthorized && wrong.text == #"{"error":true,"reason":"Unauthorized"}"#)
        }
    }

    @Test("with neither it is MyBiz's 401, as the book's client expects")
    func neither() async throws {
        try await MyBizApp.test { client, _ in
            let plain = try await client.get("/api/products")
            #expect(plain.status == .unauthorized && plain.text == #"{"error":true,"reason":"Unauthorized"}"#)
            let other = try await client.get("/api/products?sort=price")
            #expect(other.status == .unauthorized)
        }
    }

    @Test("every other 2022 path at the root is the market's, with a token or without")
    func otherMarketPaths() async throws {
        try await MyBizApp.test { client, _ in
            #expect(try await client.get("/healthChecker").text == #""OK""#)
            let missing = try await client.get("/api/products/999999")
            #expect(missing.status == .notFound && missing.text.contains(#""code":404"#))
        }
    }
}
