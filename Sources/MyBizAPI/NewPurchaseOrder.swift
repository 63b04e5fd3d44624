import Foundation

/// The body of `POST /api/purchases`; the server sets the id, purchaser and purchase date.
public struct NewPurchaseOrder: Codable, Hashable, Sendable {
    /// The company's order number; not blank.
    public var poNumber: String
    /// A note.
    public var comment: String?
    /// When the goods are needed; in the future.
    public var dueDate: Date?
    /// What is ordered: at least one line.
    public var purchases: [PurchaseLine]

    /// Creates an order to submit.
    public init(poNumber: String, comment: String? = nil, dueDate: Date? = nil, purchases: [PurchaseLine]) {
        self.poNumber = poNumber
        self.comment = comment
        self.dueDate = dueDate
        self.purchases = purchases
    }

    /// Writes every key, empty optionals as `null`, as the API does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(poNumber, forKey: .poNumber)
        try container.encode(comment, forKey: .comment)
        try container.encode(dueDate, forKey: .dueDate)
        try container.encode(purchases, forKey: .purchases)
    }
}
