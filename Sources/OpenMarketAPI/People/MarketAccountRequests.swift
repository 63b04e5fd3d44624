/// `POST /api/market/saved`: the product to save.
public struct MarketSaveRequest: Codable, Hashable, Sendable {
    /// The product's number.
    public var itemID: Int

    /// Saves product `itemID`.
    public init(itemID: Int) { self.itemID = itemID }

    enum CodingKeys: String, CodingKey { case itemID = "item_id" }
}

/// `POST /api/market/conversations/{id}/messages`: what to send (`MarketMessageRules` says what may be).
public struct MarketMessageRequest: Codable, Hashable, Sendable {
    /// The message.
    public var body: String

    /// Sends `body`.
    public init(body: String) { self.body = body }
}

/// `PUT /api/market/items/{id}/status`: where the seller's product stands now.
public struct MarketStatusChange: Codable, Hashable, Sendable {
    /// On sale, reserved or sold.
    public var status: MarketItemStatus
    /// For `reserved`: the conversation of the buyer it is reserved for, about this product.
    public var conversationID: Int?

    /// Moves the product to `status`, reserved for the buyer of `conversationID`.
    public init(status: MarketItemStatus, conversationID: Int? = nil) {
        self.status = status
        self.conversationID = conversationID
    }

    enum CodingKeys: String, CodingKey {
        case status
        case conversationID = "conversation_id"
    }
}
