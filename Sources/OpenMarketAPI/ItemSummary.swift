/// A product as a page lists it: no descriptions, only thumbnails.
public struct ItemSummary: Codable, Hashable, Sendable, Identifiable {
    /// The item's number.
    public var id: Int
    /// Its title.
    public var title: String
    /// The price in `currency`, a whole number.
    public var price: Int
    /// The currency code, e.g. `KRW` or `USD`.
    public var currency: String
    /// Units in stock; 64-bit on the wire (`1000000000000` occurs).
    public var stock: Int64
    /// The price after discount; the key is absent, not `null`, when there is none.
    public var discountedPrice: Int?
    /// Absolute URLs of the thumbnails, in the order of the images.
    public var thumbnails: [String]
    /// When the item was registered, in seconds since 1970 with a fraction.
    public var registrationDate: Double

    /// Creates a summary.
    public init(
        id: Int, title: String, price: Int, currency: String, stock: Int64, discountedPrice: Int? = nil,
        thumbnails: [String], registrationDate: Double
    ) {
        self.id = id
        self.title = title
        self.price = price
        self.currency = currency
        self.stock = stock
        self.discountedPrice = discountedPrice
        self.thumbnails = thumbnails
        self.registrationDate = registrationDate
    }

    enum CodingKeys: String, CodingKey {
        case id, title, price, currency, stock, thumbnails
        case discountedPrice = "discounted_price"
        case registrationDate = "registration_date"
    }
}
