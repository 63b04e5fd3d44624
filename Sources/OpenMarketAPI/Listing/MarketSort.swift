/// The orders a market listing can be in. Prices in different currencies are never compared: sorted
/// by price, each currency's products come together, in the order of the currencies' codes.
public enum MarketSort: String, CaseIterable, Sendable {
    /// The most recently registered first (the default, and the only order the old apps knew).
    case newest
    /// The lowest price a buyer pays (after any discount) first.
    case priceLowToHigh = "price-low"
    /// The highest price a buyer pays first.
    case priceHighToLow = "price-high"
    /// The biggest discount, as a share of the price, first; products without one last.
    case biggestDiscount = "discount"
    /// What matches a search best first — exact words before plurals, plurals before typos, a word
    /// of the title before one of the description; the newest first among equals. Without a search,
    /// the newest first. A search is in this order unless another is asked for.
    case relevance

    /// What the order is called on a page.
    public var label: String {
        switch self {
        case .newest: "Newest"
        case .priceLowToHigh: "Price: low to high"
        case .priceHighToLow: "Price: high to low"
        case .biggestDiscount: "Biggest discount"
        case .relevance: "Best match"
        }
    }
}
