import Foundation
import ImageFormats
import OpenMarketAPI
import Testing

@testable import DemoContent
@testable import OpenMarketServer

@Suite("The demo market: a few hundred believable products, the same on every fresh database")
struct DemoCatalogueTests {
    let seed = DemoCatalogue.seed(now: Date(timeIntervalSince1970: 1_795_339_800))

    @Test("at least twelve pages of twenty, from six named vendors and the 2021 API, newest an hour old")
    func size() throws {
        #expect(seed.products.count >= 240)
        #expect(seed.vendors.count == 6 && Set(seed.vendors.map(\.name)).count == 6)
        let byVendor = Dictionary(grouping: seed.products) { $0.vendor ?? -1 }
        #expect(byVendor.keys.sorted() == [-1, 0, 1, 2, 3, 4, 5])
        let newest = try #require(seed.products.map(\.registered).max())
        #expect(newest == Date(timeIntervalSince1970: 1_795_339_800 - 3_600))
        #expect(Set(seed.products.map(\.registered)).count == seed.products.count)
    }

    @Test("every product has the category of its kind, and every category but Other has products")
    func categories() {
        let byCategory = Dictionary(grouping: seed.products) { $0.category }
        #expect(byCategory[nil] == nil)
        #expect(Set(byCategory.keys.compactMap(\.self)) == Set(MarketCategory.allCases).subtracting([.other]))
        #expect(
            seed.products.filter { $0.title.localizedCaseInsensitiveContains("lamp") }
                .allSatisfy { $0.category == .furniture })
    }

    @Test("prices in won and dollars, whole, with discounts below the price on about a third")
    func prices() {
        #expect(Set(seed.products.map(\.currency)) == ["KRW", "USD"])
        #expect(seed.products.allSatisfy { $0.price > 0 && $0.price == $0.price.rounded() })
        let discounted = seed.products.compactMap { product in product.discountedPrice.map { (product.price, $0) } }
        #expect(discounted.allSatisfy { price, discounted in discounted > 0 && discounted < price })
        #expect((seed.products.count / 5...seed.products.count / 2).contains(discounted.count))
    }

    @Test("stock from sold out through a few left to plenty")
    func stock() {
        let stock = seed.products.map(\.stock)
        #expect(stock.contains(0) && stock.contains { (1...5).contains($0) } && stock.contains { $0 > 100 })
    }

    @Test("every product has one to five distinct pictures, each a 1200 × 900 JPEG")
    func pictures() throws {
        #expect(seed.products.allSatisfy { (1...5).contains($0.pictures.count) })
        #expect(seed.products.allSatisfy { Set($0.pictures.map(\.name)).count == $0.pictures.count })
        #expect(Set(seed.products.map(\.pictures.count)) == [1, 2, 3, 4, 5])
        for picture in Set(seed.products.flatMap(\.pictures).map(\.name)) {
            let bytes = try #require(DemoPictures.pictures[picture])
            let info = try ImageInfo(reading: bytes)
            #expect(info.format == .jpeg && info.width == 1200 && info.height == 900, "\(picture)")
        }
    }

    @Test("the same catalogue every time")
    func deterministic() {
        let again = DemoCatalogue.seed(now: Date(timeIntervalSince1970: 1_795_339_800))
        #expect(again.products.map(\.title) == seed.products.map(\.title))
        #expect(again.products.map(\.price) == seed.products.map(\.price))
        #expect(again.products.map(\.stock) == seed.products.map(\.stock))
    }

    @Test("a search for lamp finds several, and some titles are in Korean")
    func searchable() {
        #expect(seed.products.filter { $0.title.lowercased().contains("lamp") }.count >= 3)
        #expect(seed.products.contains { $0.title.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } })
    }
}
