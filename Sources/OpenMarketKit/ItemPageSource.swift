import OpenMarketAPI

/// Where pages of items come from; `OpenMarketClient` is the live one, tests give their own.
public protocol ItemPageSource: Sendable {
    /// Page `number` (from 1) of the catalogue.
    func page(_ number: Int) async throws(OpenMarketError) -> ItemPage
}
