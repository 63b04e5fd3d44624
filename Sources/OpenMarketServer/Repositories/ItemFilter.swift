import OpenMarketAPI

/// Which items a listing shows, and in what order: each API lists the items its apps can decode,
/// narrowed and ordered as a `MarketQuery` asks.
struct ItemFilter: Sendable, Hashable {
    /// Only items whose prices are whole numbers (`ItemFields.hasWholePrices`): the 2021 API's prices
    /// are integers on the wire.
    var wholePricesOnly = false
    /// Only items in one of these currencies; `nil` for any.
    var currencies: [String]? = nil
    /// Only items whose title contains this text, ignoring case; `nil` or empty for all (the 2022
    /// API's `search_value`).
    var titleContains: String? = nil
    /// Only items whose title or description holds every one of these folded words.
    var terms: [String] = []
    /// Only this seller's items; `nil` for anyone's.
    var seller: MarketSeller? = nil
    /// Only items of this category; `nil` for any.
    var category: MarketCategory? = nil
    /// Only items a buyer pays at least (`minPrice`) or at most (`maxPrice`) for; `nil` for no bound.
    var minPrice: Double? = nil
    var maxPrice: Double? = nil
    /// Only items in one of these states; `nil` for any.
    var statuses: [MarketItemStatus]? = nil
    var order: MarketSort = .newest

    /// What the 2021 API lists.
    static let api2021 = ItemFilter(wholePricesOnly: true)

    /// What the 2021 API lists for `query`.
    static func api2021(_ query: MarketQuery) -> ItemFilter {
        var filter = ItemFilter.pages(query)
        filter.wholePricesOnly = true
        return filter
    }

    /// What the market's pages list for `query`: every item.
    static func pages(_ query: MarketQuery) -> ItemFilter {
        ItemFilter(
            currencies: query.currency.map { [$0] }, terms: query.terms, seller: query.seller, category: query.category,
            minPrice: query.minPrice, maxPrice: query.maxPrice, order: query.sort)
    }

    /// What the 2022 API lists: products in `MarketCurrency`s (its apps fail on any other), those
    /// whose name contains `search` when it is not empty, narrowed and ordered by `query`.
    static func api2022(search: String?, _ query: MarketQuery = MarketQuery()) -> ItemFilter {
        let currencies = MarketCurrency.allCases.map(\.rawValue).filter {
            query.currency == nil || $0 == query.currency
        }
        return ItemFilter(
            currencies: currencies, titleContains: search, terms: query.terms, seller: query.seller, order: query.sort)
    }
}
