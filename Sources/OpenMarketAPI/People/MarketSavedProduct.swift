import Foundation

/// A product the person saved, with what changed since.
public struct MarketSavedProduct: Codable, Hashable, Sendable, Identifiable {
    /// The saved entry's number (`DELETE /api/market/saved/{id}` removes it).
    public var id: Int
    /// The product's title when it was saved, kept after it is deleted.
    public var title: String
    /// What it cost when saved, in `savedCurrency`.
    public var savedPrice: Double
    /// The currency of `savedPrice`.
    public var savedCurrency: String
    /// When it was saved.
    public var savedAt: Date
    /// The product as it is now; `nil` once it was deleted.
    public var item: MarketItemBrief?
    /// What changed since: the price dropped, it was reserved or sold, it is gone.
    public var marks: [SavedProductMark]

    /// Creates a saved product.
    public init(
        id: Int, title: String, savedPrice: Double, savedCurrency: String, savedAt: Date, item: MarketItemBrief?
    ) {
        self.id = id
        self.title = title
        self.savedPrice = savedPrice
        self.savedCurrency = savedCurrency
        self.savedAt = savedAt
        self.item = item
        marks = SavedProductMark.marks(savedPrice: savedPrice, savedCurrency: savedCurrency, now: item)
    }

    enum CodingKeys: String, CodingKey {
        case id, title, item, marks
        case savedPrice = "saved_price"
        case savedCurrency = "saved_currency"
        case savedAt = "saved_at"
    }
}

/// `GET /api/market/saved`: the person's saved products, the most recently saved first.
public struct MarketSavedProducts: Codable, Hashable, Sendable {
    /// The saved products.
    public var saved: [MarketSavedProduct]

    /// Creates the list.
    public init(saved: [MarketSavedProduct]) {
        self.saved = saved
    }
}
