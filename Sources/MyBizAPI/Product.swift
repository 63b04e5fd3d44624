import Foundation

/// Something the company buys: `GET /api/products`.
public struct Product: Codable, Hashable, Sendable, Identifiable {
    /// The product's id.
    public var id: UUID
    /// Its name.
    public var name: String
    /// The price of one unit.
    public var unitPrice: Double

    /// Creates a product.
    public init(id: UUID, name: String, unitPrice: Double) {
        self.id = id
        self.name = name
        self.unitPrice = unitPrice
    }
}
