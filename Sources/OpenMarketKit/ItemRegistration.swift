/// Everything needed to register a product (`POST /item`).
public struct ItemRegistration: Sendable, Equatable {
    /// The title; not blank.
    public var title: String
    /// The description.
    public var descriptions: String
    /// The price in `currency`, ≥ 0.
    public var price: Int
    /// The currency code, e.g. `KRW`.
    public var currency: String
    /// Units in stock, ≥ 0.
    public var stock: Int64
    /// The price after discount, from 0 to `price`; `nil` for none.
    public var discountedPrice: Int?
    /// One to five photos, in the order they are shown.
    public var images: [ItemImage]
    /// The password that later edits and deletion need.
    public var password: String

    /// Creates a registration.
    public init(
        title: String, descriptions: String, price: Int, currency: String, stock: Int64,
        discountedPrice: Int? = nil, images: [ItemImage], password: String
    ) {
        self.title = title
        self.descriptions = descriptions
        self.price = price
        self.currency = currency
        self.stock = stock
        self.discountedPrice = discountedPrice
        self.images = images
        self.password = password
    }
}
