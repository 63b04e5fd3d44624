import OpenMarketAPI

/// Which items a listing shows: each API lists the items its apps can decode.
struct ItemFilter: Sendable, Hashable {
    /// Only items whose prices are whole numbers (`ItemFields.hasWholePrices`): the 2021 API's prices
    /// are integers on the wire.
    var wholePricesOnly = false
    /// Only items in one of these currencies; `nil` for any.
    var currencies: [String]? = nil
    /// Only items whose title contains this text, ignoring case; `nil` or empty for all.
    var titleContains: String? = nil

    /// What the 2021 API and the market's pages list.
    static let api2021 = ItemFilter(wholePricesOnly: true)

    /// What the 2022 API lists: products in `MarketCurrency`s (its apps fail on any other), those
    /// whose name contains `search` when it is not empty.
    static func api2022(search: String?) -> ItemFilter {
        ItemFilter(currencies: MarketCurrency.allCases.map(\.rawValue), titleContains: search)
    }
}
