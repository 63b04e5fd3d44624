/// Where a product stands with its buyers: on sale, promised to one buyer, or gone. Its seller
/// moves it; buyers see it on the card, the product's page, their saved products and conversations.
public enum MarketItemStatus: String, CaseIterable, Sendable, Codable {
    /// On sale: anyone may ask about it.
    case available
    /// Promised to one buyer, who is arranging to pick it up; others may still ask.
    case reserved
    /// Sold: listed still, so conversations and saved lists can say so.
    case sold

    /// What a card or a page says of it; `nil` for a product on sale, which says nothing.
    public var label: String? {
        switch self {
        case .available: nil
        case .reserved: "Reserved"
        case .sold: "Sold"
        }
    }
}
