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
    /// Where it stands (added later); `nil` (sent as `null`) for an order placed before approvals.
    public var status: PurchaseOrderStatus?
    /// The account that decides it while it waits (`ApprovalRoute`); `nil` (sent as `null`) when any
    /// administrator does, or when it does not wait.
    public var approver: UUID?
    /// What happened to it, oldest first (added later; empty for an order placed before approvals).
    public var history: [PurchaseOrderEvent]

    /// Creates an order.
    public init(
        id: UUID, poNumber: String, comment: String?, purchaser: UUID, purchaseDate: Date, dueDate: Date?,
        purchases: [PurchaseLine], status: PurchaseOrderStatus? = nil, approver: UUID? = nil,
        history: [PurchaseOrderEvent] = []
    ) {
        self.status = status
        self.approver = approver
        self.history = history
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
        try container.encode(status, forKey: .status)
        try container.encode(approver, forKey: .approver)
        try container.encode(history, forKey: .history)
    }

    private enum CodingKeys: String, CodingKey {
        case id, poNumber, comment, purchaser, purchaseDate, dueDate, purchases, status, approver, history
    }

    /// Reads an order; one from a server before approvals has no status, approver or history.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        poNumber = try container.decode(String.self, forKey: .poNumber)
        comment = try container.decodeIfPresent(String.self, forKey: .comment)
        purchaser = try container.decode(UUID.self, forKey: .purchaser)
        purchaseDate = try container.decode(Date.self, forKey: .purchaseDate)
        dueDate = try container.decodeIfPresent(Date.self, forKey: .dueDate)
        purchases = try container.decode([PurchaseLine].self, forKey: .purchases)
        status = try container.decodeIfPresent(PurchaseOrderStatus.self, forKey: .status)
        approver = try container.decodeIfPresent(UUID.self, forKey: .approver)
        history = try container.decodeIfPresent([PurchaseOrderEvent].self, forKey: .history) ?? []
    }
}
