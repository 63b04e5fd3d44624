/// Whose products a listing shows.
public enum MarketSeller: Hashable, Sendable {
    /// The products of the 2022 API's vendor with this number.
    case vendor(Int)
    /// The products registered through the 2021 API, which have no vendor.
    case openMarket2021

    /// How a parameter writes it: the vendor's number, or `open-market-2021`.
    public var parameterValue: String {
        switch self {
        case .vendor(let id): "\(id)"
        case .openMarket2021: "open-market-2021"
        }
    }

    /// The seller `text` names, or `nil`.
    public init?(parameterValue text: String) {
        if text == "open-market-2021" {
            self = .openMarket2021
        } else if let id = Int(text), id > 0, String(id) == text {
            self = .vendor(id)
        } else {
            return nil
        }
    }
}
