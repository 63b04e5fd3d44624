import Foundation

/// One line of a purchase order: a product and how many.
public struct PurchaseLine: Codable, Hashable, Sendable {
    /// The product's id.
    public var productId: UUID
    /// How many units; more than 0.
    public var quantity: Double

    /// Creates a line.
    public init(productId: UUID, quantity: Double) {
        self.productId = productId
        self.quantity = quantity
    }
}
