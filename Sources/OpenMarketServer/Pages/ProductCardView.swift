import Foundation
import OpenMarketAPI

/// One product in the grid or the list. Image addresses are paths on this server: the page and its
/// pictures share an origin, whatever Host the browser used.
struct ProductCardView {
    let id: Int
    let title: String
    let thumbnail: String
    /// What a buyer pays: the discounted price when there is one.
    let price: String
    /// The price before the discount, struck through; `nil` without one.
    let originalPrice: String?
    /// "−25%"; `nil` without a discount.
    let discount: String?
    /// "12 in stock", or "Sold out".
    let stock: String
    let soldOut: Bool
    /// "Sold out" or "Only 3 left"; `nil` when there is plenty.
    let stockBadge: String?
    /// The vendor's name, or "Open Market 2021".
    let seller: String
    /// "Reserved" or "Sold"; `nil` on sale.
    let status: String?
    /// The heart that saves it, for a signed-in person.
    var heart: Heart? = nil

    /// The save button of a card or a product page: a form, so it works without the page's script.
    struct Heart {
        let saved: Bool
        let csrf: String
        /// Where the form comes back to.
        let back: String
        /// `save` or `unsave`.
        let action: String

        init(saved: Bool, csrf: String, back: String) {
            self.saved = saved
            self.csrf = csrf
            self.back = back
            action = saved ? "unsave" : "save"
        }
    }

    init(_ record: ItemRecord, locale: Locale, heart: Heart? = nil) {
        let fields = record.fields
        id = record.id
        title = fields.title
        thumbnail = record.images.first.map { OpenMarketPath.thumbnail($0.names.thumbnail) } ?? ""
        discount = MarketText.discount(price: fields.price, discounted: fields.discountedPrice)
        let pays = discount == nil ? fields.price : fields.discountedPrice ?? fields.price
        price = MarketText.price(pays, fields.currency, locale: locale)
        originalPrice = discount == nil ? nil : MarketText.price(fields.price, fields.currency, locale: locale)
        stock = MarketText.stock(fields.stock)
        soldOut = fields.stock == 0
        stockBadge = MarketText.stockBadge(fields.stock)
        seller = MarketSellerName.of(record)
        status = record.status.label
        self.heart = heart
    }
}

/// Who sells a product, as the pages name them.
enum MarketSellerName {
    /// The name of the products registered through the 2021 API, which have no vendor.
    static let openMarket2021 = "Open Market 2021"

    /// The vendor's name, or "Open Market 2021".
    static func of(_ record: ItemRecord) -> String { record.vendor?.name ?? openMarket2021 }

    /// The seller as the market's filter names them.
    static func seller(of record: ItemRecord) -> MarketSeller {
        record.vendor.map { .vendor($0.id) } ?? .openMarket2021
    }
}
