import OpenMarketAPI

/// Changes to a product (`PATCH /item/{id}`): every field is optional except the password; a field
/// left `nil` keeps its value, and `images` given replaces all the images — or, with `imageOrder`,
/// are placed where it says among the photos kept.
public struct ItemUpdate: Sendable, Equatable {
    /// The item's password.
    public var password: String
    /// A new title.
    public var title: String?
    /// A new description.
    public var descriptions: String?
    /// A new price.
    public var price: Int?
    /// A new currency code.
    public var currency: String?
    /// A new stock.
    public var stock: Int64?
    /// A new discounted price.
    public var discountedPrice: Int?
    /// New photos, replacing all of the current ones unless `imageOrder` places them.
    public var images: [ItemImage]?
    /// The photos as they should be: those kept, by name, and `images` as `.new(N)`; see `ImageOrder`.
    public var imageOrder: ImageOrder?

    /// Creates an update; with only a password it changes nothing (the password check).
    public init(
        password: String, title: String? = nil, descriptions: String? = nil, price: Int? = nil,
        currency: String? = nil, stock: Int64? = nil, discountedPrice: Int? = nil, images: [ItemImage]? = nil
    ) {
        self.password = password
        self.title = title
        self.descriptions = descriptions
        self.price = price
        self.currency = currency
        self.stock = stock
        self.discountedPrice = discountedPrice
        self.images = images
    }

    /// Whether the update changes anything besides checking the password.
    public var changesSomething: Bool {
        title != nil || descriptions != nil || price != nil || currency != nil || stock != nil
            || discountedPrice != nil || images != nil || imageOrder != nil
    }
}
