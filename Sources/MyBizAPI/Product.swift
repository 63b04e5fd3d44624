import Foundation

/// Something the company buys: `GET /api/products`.
public struct Product: Codable, Hashable, Sendable, Identifiable {
    /// The product's id.
    public var id: UUID
    /// Its name.
    public var name: String
    /// The price of one unit.
    public var unitPrice: Double
    /// The ISO 4217 code of the price's currency, e.g. USD — the catalogue's (`CatalogueCurrency`);
    /// `nil` from servers before currencies, whose amounts are plain numbers.
    public var currency: String?

    /// Creates a product.
    public init(id: UUID, name: String, unitPrice: Double, currency: String? = nil) {
        self.id = id
        self.name = name
        self.unitPrice = unitPrice
        self.currency = currency
    }

    /// The price written in its currency, "$1,249.00".
    public var priceText: String { CatalogueCurrency.text(unitPrice, code: currency) }
}
