import Foundation
import OpenMarketAPI
import OpenMarketServer

/// The market a fresh database starts with: 256 products of 32 kinds from six vendors (and some
/// registered through the 2021 API, with no vendor), over a range of prices in won and dollars,
/// discounts and stock — some sold out — registered over the last two months, each with one to
/// five pictures. The same every time: its numbers come from a seeded generator. Every product's
/// password is `DemoCatalogue.password`.
enum DemoCatalogue {
    /// The password of every demo product (shown in the README and on the front door).
    static let password = "demo1234"

    /// The 2022 API's vendors; `mybiz market vendor list` prints their secrets. The first kept the
    /// identifier and secret the single demo vendor had, so apps set up for it still work.
    static let vendors = [
        CatalogueSeed.Vendor(
            identifier: "7e1c6d2a-0b5f-4c1e-9d3a-2f6b8e4a1c90", name: "Seoul Office Supply", secret: "demo-vendor-1234"),
        CatalogueSeed.Vendor(
            identifier: "3b8f2e71-5c4d-4a9e-8f10-6d2c7b9a0e41", name: "Han River Electronics",
            secret: "han-river-1234"),
        CatalogueSeed.Vendor(
            identifier: "c0a4d9e2-7f31-4b6c-9e85-1a2b3c4d5e6f", name: "Maple & Oak Furniture",
            secret: "maple-oak-1234"),
        CatalogueSeed.Vendor(
            identifier: "5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9", name: "Bean There Coffee Co.",
            secret: "bean-there-1234"),
        CatalogueSeed.Vendor(
            identifier: "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d", name: "Paper Lantern Stationery",
            secret: "paper-lantern-1234"),
        CatalogueSeed.Vendor(
            identifier: "e1d2c3b4-a596-4877-8695-a4b3c2d1e0f9", name: "Sound Garden Audio",
            secret: "sound-garden-1234"),
    ]

    /// Won per dollar, for the products priced in dollars.
    private static let wonPerDollar = 1_350.0

    /// The catalogue, the newest product registered an hour before `now`.
    static func seed(now: Date) -> CatalogueSeed {
        var random = SeededGenerator(seed: 2026)
        var products: [CatalogueSeed.Product] = []
        for kind in DemoProductKind.all {
            for (position, entry) in kind.products.enumerated() {
                products.append(product(entry, of: kind, position: position, using: &random))
            }
        }
        products.shuffle(using: &random)
        var registered = now.addingTimeInterval(-3_600)
        for index in products.indices.reversed() {
            products[index].registered = registered
            registered.addTimeInterval(-Double(Int.random(in: 1...9, using: &random)) * 3_600)
        }
        return CatalogueSeed(vendors: vendors, products: products, password: password)
    }

    /// One product of `kind`: its price drawn around the kind's, in won or (two in five) dollars,
    /// a discount on about a third, stock from sold out to plenty.
    private static func product(
        _ entry: (title: String, description: String), of kind: DemoProductKind, position: Int,
        using random: inout SeededGenerator
    ) -> CatalogueSeed.Product {
        let won = kind.typicalPrice * Double.random(in: 0.55...1.6, using: &random)
        let inDollars =
            !entry.title.unicodeScalars.contains { $0.value >= 0xAC00 } && Bool.random(using: &random)
            && Int.random(in: 0..<5, using: &random) < 4
        let price = inDollars ? max(5, (won / wonPerDollar).rounded()) : max(1_000, (won / 1_000).rounded() * 1_000)
        var discountedPrice: Double? = nil
        if Int.random(in: 0..<3, using: &random) == 0 {
            let off = price * Double(Int.random(in: 1...8, using: &random)) * 0.05
            let step = inDollars ? 1.0 : 1_000
            discountedPrice = max(step, ((price - off) / step).rounded() * step)
        }
        let stock: Int64 =
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<8: 0
            case 8..<24: Int64.random(in: 1...5, using: &random)
            default: Int64.random(in: 6...300, using: &random)
            }
        let vendor: Int? =
            switch Int.random(in: 0..<6, using: &random) {
            case 0: nil
            case 1: 0
            default: kind.vendor
            }
        let pictures =
            switch Int.random(in: 0..<20, using: &random) {
            case 0..<4: 1
            case 4..<10: 2
            case 10..<15: 3
            case 15..<18: 4
            default: 5
            }
        return CatalogueSeed.Product(
            title: entry.title, descriptions: entry.description, price: price, currency: inDollars ? "USD" : "KRW",
            stock: stock, discountedPrice: discountedPrice == price ? nil : discountedPrice, vendor: vendor,
            registered: Date(timeIntervalSince1970: 0),
            pictures: DemoPictures.views(of: kind.picture, count: pictures, startingAt: position),
            category: kind.category)
    }
}
