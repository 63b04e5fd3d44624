/// The currencies of the 2022 API: the apps decode `currency` into a two-case enum, so a product in
/// any other currency would make a whole page fail to decode.
public enum MarketCurrency: String, CaseIterable, Sendable {
    /// Korean won.
    case krw = "KRW"
    /// US dollar.
    case usd = "USD"
}
