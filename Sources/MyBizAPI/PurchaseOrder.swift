import Foundation

/// A stored purchase order: `GET /api/purchases`, and the answer to `POST /api/purchases`.
public struct PurchaseOrder: Codable, Hashable, Sendable, Identifiable {
    /// The order's id, set by the server.
    public var id: UUID
    /// The company's order number.
    public var poNumber: String
    /// A note; `nil` is sent as `null`.
    public var comment: String?
    /// The id of the user who placed it, set by the server.
    public var purchaser: UUID
    /// When it was placed, set by the server.
    public var purchaseDate: Date
    /// When the goods are needed; `nil` is sent as `null`.
    public var dueDate: Date?
    /// What is ordered.
    public var purchases: [PurchaseLine]

    /// Creates an order.
    public init(
        id: UUID, poNumber: String, comment: String?, purchaser: UUID, purchaseDate: Date, dueDate: Date?,
        purchases: [PurchaseLine]
    ) {
        self.id = id
        self.poNumber = poNumber
        self.comment = comment
        self.purchaser = purchaser
        self.purchaseDate = purchaseDate
        self.dueDate = dueDate
        self.purchases = purchases
    }

    /// Writes every key, empty optionals as `null`, as the API does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(poNumber, forKey: .poNumber)
        try container.encode(comment, forKey: .comment)
        try container.encode(purchaser, forKey: .purchaser)
        try container.encode(purchaseDate, forKey: .purchaseDate)
        try container.encode(dueDate, forKey: .dueDate)
        try container.encode(purchases, forKey: .purchases)
    }
}
