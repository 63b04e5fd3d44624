/// A product with everything about it: `GET /item/{id}`, and the answer to register, edit and delete.
public struct ItemDetail: Codable, Hashable, Sendable, Identifiable {
    /// The item's number.
    public var id: Int
    /// Its title.
    public var title: String
    /// Its description — one string, though the key is plural.
    public var descriptions: String
    /// The price in `currency`, a whole number.
    public var price: Int
    /// The currency code, e.g. `KRW` or `USD`.
    public var currency: String
    /// Units in stock; 64-bit on the wire.
    public var stock: Int64
    /// The price after discount; the key is absent, not `null`, when there is none.
    public var discountedPrice: Int?
    /// Absolute URLs of the thumbnails, in the order of `images`.
    public var thumbnails: [String]
    /// Absolute URLs of the full-size images.
    public var images: [String]
    /// When the item was registered, in seconds since 1970 with a fraction.
    public var registrationDate: Double

    /// Creates a detail.
    public init(
        id: Int, title: String, descriptions: String, price: Int, currency: String, stock: Int64,
        discountedPrice: Int? = nil, thumbnails: [String], images: [String], registrationDate: Double
    ) {
        self.id = id
        self.title = title
        self.descriptions = descriptions
        self.price = price
        self.currency = currency
        self.stock = stock
        self.discountedPrice = discountedPrice
        self.thumbnails = thumbnails
        self.images = images
        self.registrationDate = registrationDate
    }

    /// The same item as a page lists it.
    public var summary: ItemSummary {
        ItemSummary(
            id: id, title: title, price: price, currency: currency, stock: stock, discountedPrice: discountedPrice,
            thumbnails: thumbnails, registrationDate: registrationDate)
    }

    enum CodingKeys: String, CodingKey {
        case id, title, descriptions, price, currency, stock, thumbnails, images
        case discountedPrice = "discounted_price"
        case registrationDate = "registration_date"
    }
}
