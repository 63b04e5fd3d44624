import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import NIOFoundationCompat
import OpenMarketAPI
import ServerTestSupport
import TestSupport
import Testing

@Suite("Open Market 2022: register, list, search, edit and delete both ways, on each database")
struct MarketV2LifecycleTests {
    @Test("a product's whole life through the 2022 API", arguments: TestDatabase.available)
    func lifecycle(database: TestDatabase) async throws {
        try await MarketV2App.test(database: database) { client in
            // Given a registered product
            let created = try await client.register(try MarketV2App.registration())
            #expect(created.status == .created)
            #expect(created.headers[.contentType] == "application/json; charset=utf-8")
            let product = try JSONDecoder().decode(MarketProduct.self, from: Data(buffer: created.body))
            #expect(product.price == 12000 && product.discountedPrice == 2000 && product.bargainPrice == 10000)
            #expect(
                product.vendor?.name == "zhilly" && product.images?.count == 1 && product.images?[0].succeed == true)
            #expect(created.text.contains(#""price":12000.0,"bargain_price":10000.0,"discounted_price":2000.0"#))
            // When it is listed and searched
            let page = try await client.market(.get, "/api/products?page_no=1&items_per_page=10", identifier: nil)
            let listed = try JSONDecoder().decode(MarketProductPage.self, from: Data(buffer: page.body))
            #expect(listed.products.map(\.id) == [product.id] && listed.totalCount == 1)
            let found = try await client.market(.get, "/api/products?page_no=1&items_per_page=10&search_value=BRASS")
            #expect(try JSONDecoder().decode(MarketProductPage.self, from: Data(buffer: found.body)).totalCount == 1)
            let missed = try await client.market(.get, "/api/products?page_no=1&items_per_page=10&search_value=50%25")
            #expect(try JSONDecoder().decode(MarketProductPage.self, from: Data(buffer: missed.body)).totalCount == 0)
            // Then the 2021 API shows it too, the discount as the price it sells for
            let v1 = try await client.market(.get, "/item/\(product.id)")
            #expect(try v1.decoded(ItemDetail.self).discountedPrice == 10000)
            // When it is edited (JSON with no Content-Type) and deleted through the late flow
            let edited = try await client.market(
                .patch, "/api/products/\(product.id)",
                body: Data(#"{"secret":"ebs12345!","price":2.36,"discounted_price":0.36,"currency":"USD"}"#.utf8))
            #expect(edited.status == .ok)
            #expect(edited.text.contains(#""price":2.36,"bargain_price":2.0,"discounted_price":0.36"#))
            #expect(try await client.market(.get, "/item/\(product.id)").status == .notFound)
            let path = try await client.market(
                .post, "/api/products/\(product.id)/archived", body: Data(#"{"secret":"ebs12345!"}"#.utf8))
            #expect(path.headers[.contentType] == "text/plain; charset=utf-8")
            #expect(path.text.hasPrefix("/api/products/\(product.id)-"))
            let deleted = try await client.market(.delete, path.text)
            #expect(deleted.status == .ok)
            #expect(try JSONDecoder().decode(MarketProduct.self, from: Data(buffer: deleted.body)).id == product.id)
            #expect(try await client.market(.get, "/api/products/\(product.id)").status == .notFound)
        }
    }

    @Test(
        "the early flow: /secret answers raw text, DELETE /api/products/{id}/{secret} deletes",
        arguments: TestDatabase.available)
    func earlyDelete(database: TestDatabase) async throws {
        try await MarketV2App.test(database: database) { client in
            let created = try await client.register(try MarketV2App.registration(), to: "/early/api/products")
            let id = try JSONDecoder().decode(MarketProduct.self, from: Data(buffer: created.body)).id
            #expect(created.text.contains(#""created_at":""#) && created.text.contains("."))
            // A wrong vendor secret on /secret is refused
            let wrong = try await client.market(
                .post, "/early/api/products/\(id)/secret", body: Data(#"{"secret":"guess"}"#.utf8))
            #expect(wrong.status == .badRequest)
            let secret = try await client.market(
                .post, "/early/api/products/\(id)/secret", headers: [.contentType: "application/json"],
                body: Data(#"{"secret":"ebs12345!"}"#.utf8))
            #expect(secret.status == .ok && !secret.text.contains("\"") && !secret.text.contains("/"))
            // The vendor secret in place of the product's is 400, and nothing is deleted
            #expect(try await client.market(.delete, "/early/api/products/\(id)/ebs12345!").status == .badRequest)
            let deleted = try await client.market(
                .delete, "/early/api/products/\(id)/\(secret.text)", headers: [.contentType: "application/json"])
            #expect(deleted.status == .ok)
            let after = try await client.market(.get, "/early/api/products?page_no=2&items_per_page=20")
            #expect(after.status == .noContent && after.body.readableBytes == 0)
        }
    }
}
