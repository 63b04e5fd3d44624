import OpenMarketAPI

/// The pages of a search, sorted and narrowed as a `MarketQuery` says: give it to `ItemPaginator`
/// to scroll through the result as through the whole market.
public struct MarketListing: ItemPageSource {
    /// Sends the requests.
    public let client: OpenMarketClient
    /// What the pages list.
    public let query: MarketQuery

    /// The pages `query` finds through `client`.
    public init(client: OpenMarketClient, query: MarketQuery) {
        self.client = client
        self.query = query
    }

    /// Page `number` (from 1) of the result.
    public func page(_ number: Int) async throws(OpenMarketError) -> ItemPage {
        try await client.page(number, query: query)
    }
}
