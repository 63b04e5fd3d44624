/// A listing's parameter that cannot be read; its description is the sentence a client shows.
public enum MarketQueryError: Error, Equatable, CustomStringConvertible {
    case unknownSort(parameter: String, value: String)
    case badCurrency(parameter: String, value: String)
    case badSeller(parameter: String, value: String)
    case searchTooLong(parameter: String)
    case searchHasNUL(parameter: String)
    case unknownCategory(parameter: String, value: String)
    case badPrice(parameter: String, value: String)
    case priceRangeReversed(minimum: String, maximum: String)

    /// The sentence that says what is wrong and what the parameter may be.
    public var description: String {
        switch self {
        case .unknownSort(let parameter, let value):
            let sorts = MarketSort.allCases.map(\.rawValue).joined(separator: ", ")
            return "\(parameter) must be one of \(sorts), not “\(value)”."
        case .badCurrency(let parameter, let value):
            return "\(parameter) must be 1 to 16 letters or symbols without spaces, not “\(value)”."
        case .badSeller(let parameter, let value):
            return
                "\(parameter) must be a vendor's number or open-market-2021 (the products registered without one), not “\(value)”."
        case .searchTooLong(let parameter):
            return "\(parameter) must be at most \(MarketSearch.maxLength) characters long."
        case .searchHasNUL(let parameter):
            return "\(parameter) must not contain the NUL character."
        case .unknownCategory(let parameter, let value):
            let categories = MarketCategory.allCases.map(\.rawValue).joined(separator: ", ")
            return "\(parameter) must be one of \(categories), not “\(value)”."
        case .badPrice(let parameter, let value):
            return "\(parameter) must be a price of 0 or more, such as 15000 or 19.99, not “\(value)”."
        case .priceRangeReversed(let minimum, let maximum):
            return "\(minimum) must not be more than \(maximum)."
        }
    }
}
