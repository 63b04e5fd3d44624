import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import OpenMarketAPI
import ServerTestSupport
import TestSupport
import Testing

@Suite("The Open Market as web pages: the grid, a product with its photos, the register and edit forms")
struct MarketPagesTests {
    /// Registers `count` products through the API, as the apps do; returns their details.
    static func register(_ count: Int, in client: any TestClientProtocol, photos: Int = 1) async throws -> [ItemDetail]
    {
        var items: [ItemDetail] = []
        for index in 0..<count {
            let form = RawMultipart.registration(
                title: "Product \(index + 1)", images: Array(repeating: try ImageFixtures.jpeg, count: photos))
            let response = try await client.send(form)
            try #require(response.status == .ok)
            items.append(try response.decoded(ItemDetail.self))
        }
        return items
    }

    /// The cards of a market page: their product ids, in order.
    static func cardIDs(_ page: TestResponse) throws -> [String] {
        try XHTMLDocument(page.text).root.all("li").filter { $0.attributes["class"] == "product-card" }
            .compactMap { $0.attributes["data-id"] }.filter { !$0.isEmpty }
    }

    @Test("/market shows the API's first page, newest first, with a link to the next page when it is full")
    func firstPage() async throws {
        try await OpenMarketApp.test { client in
            // Given 21 products: one more than a page
            let items = try await Self.register(21, in: client)
            // When
            let page = try await client.execute(uri: "/market", method: .get)
            // Then the cards are the API's page 1, and page 2 is one link away
            #expect(page.status == .ok && page.headers[.contentType] == "text/html; charset=utf-8")
            let api = try await client.execute(uri: "/items/1", method: .get).decoded(ItemPage.self)
            #expect(try Self.cardIDs(page) == api.items.map { "\($0.id)" })
            let document = try XHTMLDocument(page.text)
            let next = document.root.all("a").first { $0.attributes["rel"] == "next" }
            #expect(next?.attributes["href"] == "/market?page=2")
            #expect(document.element(id: "product-grid")?.attributes["data-next-page"] == "2")
            let second = try await client.execute(uri: "/market?page=2", method: .get)
            #expect(try Self.cardIDs(second) == ["\(items[0].id)"])
            #expect(!second.text.contains("rel=\"next\""), "a page that is not full is the last")
        }
    }

    @Test(
        "Given an empty market, when /market is shown, then it invites the first product; past the last page, it leads back"
    )
    func emptyStates() async throws {
        try await OpenMarketApp.test { client in
            let first = try XHTMLDocument(try await client.execute(uri: "/market", method: .get).text)
            let empty = try #require(first.root.descendants.first { $0.attributes["class"] == "empty-state" })
            #expect(empty.allText.contains("No products yet"))
            #expect(empty.all("a").contains { $0.attributes["href"] == "/market/new" })
            _ = try await Self.register(1, in: client)
            let past = try XHTMLDocument(try await client.execute(uri: "/market?page=3", method: .get).text)
            let end = try #require(past.root.descendants.first { $0.attributes["class"] == "empty-state" })
            #expect(end.allText.contains("No products on page 3"))
            #expect(end.all("a").contains { $0.attributes["href"] == "/market" })
        }
    }

    @Test("the grid and a product page are served from the cache until the catalogue changes, then anew")
    func cachedUntilChanged() async throws {
        try await OpenMarketApp.test { client in
            // Given a grid and a product page seen once (and so cached)
            let first = try #require(try await Self.register(1, in: client).first)
            #expect(try Self.cardIDs(try await client.execute(uri: "/market", method: .get)) == ["\(first.id)"])
            #expect(try await client.execute(uri: "/market/items/\(first.id)", method: .get).status == .ok)
            // When a product is registered and the first one deleted
            let second = try #require(try await Self.register(1, in: client).first)
            let deleted = try await client.delete("/item/\(first.id)", json: #"{"password":"secret1"}"#)
            #expect(deleted.status == .ok)
            // Then both pages show the catalogue as it is now
            #expect(try Self.cardIDs(try await client.execute(uri: "/market", method: .get)) == ["\(second.id)"])
            #expect(try await client.execute(uri: "/market/items/\(first.id)", method: .get).status == .notFound)
        }
    }

    /// The first element under `root` (or `root`) whose class list holds `name`.
    static func element(_ root: XHTMLDocument.Element, class name: String) -> XHTMLDocument.Element? {
        ([root] + root.descendants).first {
            $0.attributes["class"]?.split(separator: " ").contains(Substring(name)) == true
        }
    }

    @Test(
        "Given a discounted product, then its card shows what a buyer pays, the share off, the old price and the seller"
    )
    func card() async throws {
        try await OpenMarketApp.test { client in
            let item = try #require(try await Self.register(1, in: client).first)
            let page = try await client.execute(uri: "/market", method: .get)
            let card = try #require(
                try XHTMLDocument(page.text).root.all("li").first { $0.attributes["data-id"] == "\(item.id)" })
            #expect(card.all("h2").first?.allText == "Product 1")
            #expect(Self.element(card, class: "pays")?.allText == "₩9,900")
            #expect(Self.element(card, class: "discount")?.allText == "−18%")
            #expect(card.all("del").first?.allText.contains("₩12,000") == true)
            #expect(Self.element(card, class: "seller")?.allText == "Open Market 2021")
            #expect(Self.element(card, class: "stock")?.allText == "7 in stock")
            #expect(card.all("img").first?.attributes["src"]?.hasPrefix("/thumbnails/") == true)
        }
    }

    @Test("Given a German reader, then prices follow their locale; an unknown language gets en_US")
    func localePrices() async throws {
        try await OpenMarketApp.test { client in
            _ = try await Self.register(1, in: client)
            let german = try await client.execute(uri: "/market", method: .get, headers: [.acceptLanguage: "de-DE"])
            #expect(german.text.contains("9.900\u{A0}₩"))
            let unknown = try await client.execute(uri: "/market", method: .get, headers: [.acceptLanguage: "zz"])
            #expect(unknown.text.contains("₩9,900"))
        }
    }

    @Test(
        "Given a search, sort and currency in the URL, then the page lists what they find and keeps them in its form and links"
    )
    func searchInTheURL() async throws {
        try await OpenMarketApp.test { client in
            for (title, price) in [("Brass lamp", "12000"), ("Oak desk", "9000"), ("Brass bell", "30000")] {
                let form = RawMultipart.registration(
                    title: title, price: price, discountedPrice: nil, images: [try ImageFixtures.jpeg])
                try #require(try await client.send(form).status == .ok)
            }
            let page = try await client.execute(uri: "/market?search=brass&sort=price-high", method: .get)
            let document = try XHTMLDocument(page.text)
            let titles = document.element(id: "product-grid")?.all("h2").map(\.allText)
            #expect(titles == ["Brass bell", "Brass lamp"])
            #expect(document.element(id: "market-search-text")?.attributes["value"] == "brass")
            let sort = document.element(id: "market-sort")?.all("option").first { $0.attributes["selected"] != nil }
            #expect(sort?.attributes["value"] == "price-high")
            #expect(document.element(id: "result-count")?.allText == "2 products match “brass”")
            #expect(document.root.all("title").first?.allText == "brass · Open Market — MyBiz")
            let all = try XHTMLDocument(try await client.execute(uri: "/market", method: .get).text)
            #expect(all.root.all("title").first?.allText == "Open Market — MyBiz", "no search, nothing before the name")
            let list = document.root.all("a").first { $0.attributes["data-view"] == "list" }
            #expect(list?.attributes["href"] == "/market?search=brass&sort=price-high&view=list")
            let none = try XHTMLDocument(try await client.execute(uri: "/market?search=zeppelin", method: .get).text)
            #expect(Self.element(none.root, class: "empty-state")?.allText.contains("No products match") == true)
            let bad = try await client.execute(
                uri: "/market?sort=cheapest", method: .get, headers: [.accept: "text/html"])
            #expect(bad.status == .badRequest && bad.text.contains("sort must be one of"))
        }
    }

    @Test(
        "Given products priced in three currencies, then the currency filter offers each of them once, and one the address asks for"
    )
    func currenciesHeld() async throws {
        try await OpenMarketApp.test { client in
            for currency in ["EUR", "GBP", "KRW", "EUR"] {
                var form = RawMultipart.registration(images: [try ImageFixtures.jpeg])
                form.parts.removeAll { $0.headers[0].contains("name=\"currency\"") }
                form.text("currency", currency)
                try #require(try await client.send(form).status == .ok)
            }
            let page = try XHTMLDocument(try await client.execute(uri: "/market", method: .get).text)
            let offered = page.element(id: "market-currency")?.all("option").map { $0.attributes["value"] ?? "" }
            #expect(offered == ["", "EUR", "GBP", "KRW"], "every currency held, and no USD when none is")
            let asked = try XHTMLDocument(try await client.execute(uri: "/market?currency=JPY", method: .get).text)
            let options = asked.element(id: "market-currency")?.all("option") ?? []
            #expect(options.map { $0.attributes["value"] ?? "" } == ["", "EUR", "GBP", "KRW", "JPY"])
            #expect(options.last?.attributes["selected"] != nil)
            // Sorted by price, the page says that currencies are not compared with each other
            let sorted = try XHTMLDocument(try await client.execute(uri: "/market?sort=price-low", method: .get).text)
            #expect(
                sorted.element(id: "currency-order")?.allText
                    == "Prices are compared within each currency: EUR, GBP, then KRW. Choose a currency to see one.")
            #expect(page.element(id: "currency-order") == nil, "newest first mixes nothing")
            let one = try XHTMLDocument(
                try await client.execute(uri: "/market?sort=price-low&currency=EUR", method: .get).text)
            #expect(one.element(id: "currency-order") == nil, "one currency compares like with like")
            // A product in a new currency is offered at once: the list is kept only until the catalogue changes
            var dollars = RawMultipart.registration(images: [try ImageFixtures.jpeg])
            dollars.parts.removeAll { $0.headers[0].contains("name=\"currency\"") }
            dollars.text("currency", "USD")
            try #require(try await client.send(dollars).status == .ok)
            let after = try XHTMLDocument(try await client.execute(uri: "/market?page=2", method: .get).text)
            #expect(
                after.element(id: "market-currency")?.all("option").map { $0.attributes["value"] ?? "" }
                    == ["", "EUR", "GBP", "KRW", "USD"])
        }
    }

    @Test("Given ?view=list, then the list is shown and remembered in a cookie the next visit sends")
    func listLayout() async throws {
        try await OpenMarketApp.test { client in
            _ = try await Self.register(1, in: client)
            let chosen = try await client.execute(uri: "/market?view=list", method: .get)
            #expect(chosen.headers[.setCookie]?.hasPrefix("market_view=list;") == true)
            let grid = { (page: TestResponse) in
                try XHTMLDocument(page.text).element(id: "product-grid")?.attributes["class"]
            }
            #expect(try grid(chosen) == "product-grid as-list")
            let later = try await client.execute(uri: "/market", method: .get, headers: [.cookie: "market_view=list"])
            #expect(try grid(later) == "product-grid as-list")
            #expect(later.headers[.setCookie] == nil)
            #expect(try grid(try await client.execute(uri: "/market", method: .get)) == "product-grid")
        }
    }

    @Test("a page number that is not a whole number from 1 is refused with a sentence")
    func badPage() async throws {
        try await OpenMarketApp.test { client in
            let page = try await client.execute(uri: "/market?page=0", method: .get, headers: [.accept: "text/html"])
            #expect(page.status == .badRequest && page.text.contains("page must be a whole number ≥ 1"))
        }
    }

    @Test(
        "Given a product with three photos, then its page shows the price once, the seller, thumbnails and full-size links"
    )
    func product() async throws {
        try await OpenMarketApp.test { client in
            let items = try await Self.register(3, in: client, photos: 3)
            let item = items[0]
            let page = try await client.execute(uri: "/market/items/\(item.id)", method: .get)
            #expect(page.status == .ok)
            let document = try XHTMLDocument(page.text)
            #expect(document.element(id: "product-title")?.allText == "Product 1")
            let photos = document.element(id: "slides")?.all("img").compactMap { $0.attributes["src"] } ?? []
            #expect(photos == item.images.map { "/images/" + ($0.split(separator: "/").last.map(String.init) ?? "") })
            let zoom = document.element(id: "slides")?.all("a").compactMap { $0.attributes["href"] }
            #expect(zoom == photos, "each photo opens full size without JavaScript")
            let thumbs = try #require(Self.element(document.root, class: "thumbs")).all("img")
            #expect(thumbs.count == 3)
            #expect(thumbs.compactMap { $0.attributes["src"] }.allSatisfy { $0.hasPrefix("/thumbnails/") })
            let info = try #require(Self.element(document.root, class: "product-info"))
            #expect(info.allText.components(separatedBy: "₩9,900").count == 2, "the price once")
            #expect(!page.text.contains("Product number"))
            #expect(Self.element(document.root, class: "seller-name")?.allText == "Open Market 2021")
            #expect(page.text.contains("3 products · See them all"))
            let more = try #require(Self.element(document.root, class: "more-from"))
            #expect(more.all("li").compactMap { $0.attributes["data-id"] } == ["\(items[2].id)", "\(items[1].id)"])
            let time = try #require(document.root.all("time").first)
            #expect(time.allText == "just now" && time.attributes["title"]?.hasSuffix("UTC") == true)
            #expect(Self.element(document.root, class: "descriptions")?.allText == "A lamp for a desk.")
            let missing = try await client.execute(uri: "/market/items/999", method: .get)
            #expect(missing.status == .notFound)
        }
    }

    @Test("the edit form is filled with what the product holds and starts by asking for the password")
    func editForm() async throws {
        try await OpenMarketApp.test { client in
            let item = try #require(try await Self.register(1, in: client).first)
            let page = try await client.execute(uri: "/market/items/\(item.id)/edit", method: .get)
            let document = try XHTMLDocument(page.text)
            #expect(document.element(id: "password-step")?.attributes["hidden"] == nil)
            #expect(document.element(id: "item-form")?.attributes["hidden"] == "hidden")
            #expect(document.element(id: "title")?.attributes["value"] == "Product 1")
            #expect(document.element(id: "price")?.attributes["value"] == "12000")
            #expect(document.element(id: "discounted_price")?.attributes["value"] == "9900")
            #expect(document.element(id: "descriptions")?.allText == "A lamp for a desk.")
        }
    }
}
