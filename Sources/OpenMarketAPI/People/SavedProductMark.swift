/// What changed about a saved product since it was saved: the one rule the Saved page, the API,
/// OpenMarketKit and `mybiz market saved` show.
public enum SavedProductMark: String, Codable, Hashable, Sendable, CaseIterable {
    /// It costs less now, in the currency it was saved in.
    case priceDropped = "price_dropped"
    /// Its seller reserved it for a buyer.
    case reserved
    /// It was sold.
    case sold
    /// It was deleted.
    case gone

    /// The marks of a product saved at `savedPrice` in `savedCurrency` that is `now` (`nil` once deleted).
    public static func marks(savedPrice: Double, savedCurrency: String, now item: MarketItemBrief?) -> [Self] {
        guard let item else { return [.gone] }
        var marks: [Self] = []
        if item.currency == savedCurrency, item.pays < savedPrice { marks.append(.priceDropped) }
        switch item.status {
        case .available: break
        case .reserved: marks.append(.reserved)
        case .sold: marks.append(.sold)
        }
        return marks
    }
}
