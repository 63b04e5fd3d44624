import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOFoundationCompat
import OpenMarketAPI
import ServerTestSupport
import TestSupport
import Testing

@testable import OpenMarketServer

@Suite("Search, sort, currency and seller through both APIs, optional for old apps")
struct ListingQueryAPITests {
    @Test(
        "Given three items, when the 2021 page is asked with search and sort, then it lists only the matches in that order"
    )
    func api2021() async throws {
        try await OpenMarketApp.test { client in
            for (title, price) in [("Brass lamp", "12000"), ("Oak desk", "9000"), ("Brass bell", "30000")] {
                let form = RawMultipart.registration(
                    title: title, price: price, discountedPrice: nil, images: [try ImageFixtures.jpeg])
                #expect(try await client.send(form).status == .ok)
            }
            let plain = try await client.get("/items/1").decoded(ItemPage.self)
            #expect(plain.items.map(\.title) == ["Brass bell", "Oak desk", "Brass lamp"])
            let found = try await client.get("/items/1?search=BRASS&sort=price-high").decoded(ItemPage.self)
            #expect(found.items.map(\.title) == ["Brass bell", "Brass lamp"])
            let spaced = try await client.get("/items/1?search=brass+bell").decoded(ItemPage.self)
            #expect(spaced.items.map(\.title) == ["Brass bell"])
            let cheapest = try await client.get("/items/1?sort=price-low&currency=KRW&vendor=open-market-2021")
            #expect(try cheapest.decoded(ItemPage.self).items.map(\.title) == ["Oak desk", "Brass lamp", "Brass bell"])
            #expect(try await client.get("/items/1?currency=USD").decoded(ItemPage.self).items.isEmpty)
        }
    }

    @Test(
        "Given a listing parameter that cannot be read, then the 2021 API answers 400 naming it",
        arguments: [
            (
                "sort=cheapest",
                "sort must be one of newest, price-low, price-high, discount, relevance, not “cheapest”."
            ),
            (
                "vendor=someone",
                "vendor must be a vendor's number or open-market-2021 (the products registered without one), not “someone”."
            ),
            ("search=a%00b", "search must not contain the NUL character."),
        ])
    func api2021BadParameter(query: String, reason: String) async throws {
        try await OpenMarketApp.test { client in
            let response = try await client.get("/items/1?\(query)")
            #expect(response.status == .badRequest)
            #expect(response.errorReason == reason)
        }
    }

    @Test("Given products of a vendor, when the 2022 list is sorted and narrowed, then it answers only those, counted")
    func api2022() async throws {
        try await MarketV2App.test { client in
            for (name, price, currency) in [("Brass lamp", 12000, "KRW"), ("Oak desk", 9000, "KRW"), ("Mug", 9, "USD")]
            {
                let params =
                    #"{"name":"\#(name)","description":"d","price":\#(price),"currency":"\#(currency)","stock":5,"secret":"ebs12345!"}"#
                #expect(try await client.register(try MarketV2App.registration(params)).status == .created)
            }
            let all = try await client.market(.get, "/api/products?page_no=1&items_per_page=10", identifier: nil)
            let vendorID = try #require(
                try JSONDecoder().decode(MarketProductPage.self, from: Data(buffer: all.body)).products.first?.vendorID)
            let sorted = try await client.market(
                .get, "/api/products?page_no=1&items_per_page=10&sort=price-low&currency=KRW&vendor_id=\(vendorID)",
                identifier: nil)
            let page = try JSONDecoder().decode(MarketProductPage.self, from: Data(buffer: sorted.body))
            #expect(page.products.map(\.name) == ["Oak desk", "Brass lamp"] && page.totalCount == 2)
            let others = try await client.market(
                .get, "/api/products?page_no=1&items_per_page=10&vendor_id=open-market-2021", identifier: nil)
            #expect(try JSONDecoder().decode(MarketProductPage.self, from: Data(buffer: others.body)).totalCount == 0)
        }
    }

    @Test("Given a currency the 2022 apps cannot show, then the list answers 400 in the 2022 error body")
    func api2022BadCurrency() async throws {
        try await MarketV2App.test { client in
            let response = try await client.market(.get, "/api/products?page_no=1&items_per_page=10&currency=EUR")
            #expect(response.status == .badRequest)
            let body = try response.decoded(JSONValue.self)
            #expect(body["code"] == .integer(400))
            #expect(body["message"] == .string("currency must be KRW or USD, not “EUR”."))
        }
    }
}
