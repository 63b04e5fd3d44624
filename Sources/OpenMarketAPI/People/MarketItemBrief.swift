import Foundation

/// A product as saved lists and conversations show it: what it costs now (with cents where its
/// currency has them — products registered on the web may), where it stands, its first thumbnail.
public struct MarketItemBrief: Codable, Hashable, Sendable, Identifiable {
    /// The product's number.
    public var id: Int
    /// Its title.
    public var title: String
    /// Its price in `currency`.
    public var price: Double
    /// The price after discount; `nil` without one.
    public var discountedPrice: Double?
    /// The ISO 4217 code (or what an app stored), e.g. `KRW`.
    public var currency: String
    /// On sale, reserved or sold.
    public var status: MarketItemStatus
    /// The absolute URL of its first thumbnail; `nil` without images.
    public var thumbnail: String?

    /// Creates a brief.
    public init(
        id: Int, title: String, price: Double, discountedPrice: Double? = nil, currency: String,
        status: MarketItemStatus, thumbnail: String? = nil
    ) {
        self.id = id
        self.title = title
        self.price = price
        self.discountedPrice = discountedPrice
        self.currency = currency
        self.status = status
        self.thumbnail = thumbnail
    }

    /// What a buyer pays: the discounted price when there is one.
    public var pays: Double { discountedPrice ?? price }

    enum CodingKeys: String, CodingKey {
        case id, title, price, currency, status, thumbnail
        case discountedPrice = "discounted_price"
    }
}
