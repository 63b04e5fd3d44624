import Foundation

/// Which products a listing shows and in what order: a search, a sort, a currency and a seller, as
/// a person picks them on the market's page and as an app sends them to either API. The pages, both
/// APIs, OpenMarketKit and `mybiz market list` read and write it here, so the parameters mean the
/// same everywhere.
public struct MarketQuery: Sendable, Hashable {
    /// The names an API gives the parameters.
    public struct Names: Sendable, Hashable {
        /// The search's name; `nil` where the API has no such parameter.
        public let search: String?
        /// The sort's name.
        public let sort: String
        /// The currency filter's name.
        public let currency: String
        /// The seller filter's name.
        public let seller: String
        /// The category filter's name; `nil` where the API has none.
        public let category: String?
        /// The lowest price's name; `nil` where the API has no price range.
        public let minPrice: String?
        /// The highest price's name; `nil` where the API has no price range.
        public let maxPrice: String?

        /// Names for an API's parameters.
        public init(
            search: String?, sort: String, currency: String, seller: String, category: String? = nil,
            minPrice: String? = nil, maxPrice: String? = nil
        ) {
            self.search = search
            self.sort = sort
            self.currency = currency
            self.seller = seller
            self.category = category
            self.minPrice = minPrice
            self.maxPrice = maxPrice
        }

        /// `GET /items/{page}` and the market's pages: `search`, `sort`, `currency`, `vendor`,
        /// `category`, `min_price`, `max_price`.
        public static let api2021 = Names(
            search: "search", sort: "sort", currency: "currency", seller: "vendor", category: "category",
            minPrice: "min_price", maxPrice: "max_price")
        /// `GET /api/products`: `sort`, `currency`, `vendor_id` (its search is `search_value`, which
        /// matches names only, as the 2022 server's did).
        public static let api2022 = Names(search: nil, sort: "sort", currency: "currency", seller: "vendor_id")
    }

    /// The search as typed; see `terms`.
    public var search: String
    /// The order products are listed in.
    public var sort: MarketSort
    /// Only products priced in this currency; `nil` for any.
    public var currency: String?
    /// Only this seller's products; `nil` for anyone's.
    public var seller: MarketSeller?
    /// Only products of this category; `nil` for any.
    public var category: MarketCategory?
    /// Only products a buyer pays at least this for (after any discount); `nil` for no lower bound.
    public var minPrice: Double?
    /// Only products a buyer pays at most this for; `nil` for no upper bound.
    public var maxPrice: Double?

    /// A query; by default every product, newest first.
    public init(
        search: String = "", sort: MarketSort = .newest, currency: String? = nil, seller: MarketSeller? = nil,
        category: MarketCategory? = nil, minPrice: Double? = nil, maxPrice: Double? = nil
    ) {
        self.search = search
        self.sort = sort
        self.currency = currency
        self.seller = seller
        self.category = category
        self.minPrice = minPrice
        self.maxPrice = maxPrice
    }

    /// The order a query is in when none is asked for: the best match for a search, else the newest.
    public var defaultSort: MarketSort { terms.isEmpty ? .newest : .relevance }

    /// The search's words, folded as `MarketSearch` folds them.
    public var terms: [String] { MarketSearch.terms(of: search) }

    /// Whether it narrows or orders anything: the query of a plain listing is not.
    public var isDefault: Bool { self == MarketQuery() }

    /// `12000`, `19.99`: a price as an address writes it.
    static func priceText(_ price: Double) -> String {
        price == price.rounded() && price < 1e15 ? String(Int64(price)) : String(price)
    }

    /// The query in `parameters`, by `names`; a parameter absent or empty is the default.
    ///
    /// - Throws: `MarketQueryError` naming the first parameter that cannot be read.
    public init(parameters: [String: String], names: Names) throws(MarketQueryError) {
        self.init()
        if let name = names.search, let search = parameters[name] {
            guard !search.utf8.contains(0) else { throw .searchHasNUL(parameter: name) }
            guard search.count <= MarketSearch.maxLength else { throw .searchTooLong(parameter: name) }
            self.search = search
        }
        if let text = parameters[names.sort], !text.isEmpty {
            guard let sort = MarketSort(rawValue: text) else { throw .unknownSort(parameter: names.sort, value: text) }
            self.sort = sort
        } else {
            sort = defaultSort
        }
        if let text = parameters[names.currency], !text.isEmpty {
            guard (1...16).contains(text.count), !text.contains(where: { $0.isWhitespace || $0.isNewline }),
                !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else { throw .badCurrency(parameter: names.currency, value: text) }
            currency = text
        }
        if let text = parameters[names.seller], !text.isEmpty {
            guard let seller = MarketSeller(parameterValue: text) else {
                throw .badSeller(parameter: names.seller, value: text)
            }
            self.seller = seller
        }
        if let name = names.category, let text = parameters[name], !text.isEmpty {
            guard let category = MarketCategory(rawValue: text) else {
                throw .unknownCategory(parameter: name, value: text)
            }
            self.category = category
        }
        minPrice = try Self.price(parameters, names.minPrice)
        maxPrice = try Self.price(parameters, names.maxPrice)
        if let minPrice, let maxPrice, let low = names.minPrice, let high = names.maxPrice, minPrice > maxPrice {
            throw .priceRangeReversed(minimum: low, maximum: high)
        }
    }

    /// The price parameter `name`, when given: a finite number of 0 or more.
    private static func price(_ parameters: [String: String], _ name: String?) throws(MarketQueryError) -> Double? {
        guard let name, let text = parameters[name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            return nil
        }
        guard text.count <= 20, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let value = Double(text), value.isFinite, value >= 0
        else { throw .badPrice(parameter: name, value: text) }
        return value
    }

    /// The parameters that say this query by `names`, in a fixed order, leaving out the defaults.
    public func parameters(names: Names) -> [(name: String, value: String)] {
        var parameters: [(name: String, value: String)] = []
        if let name = names.search, !search.isEmpty { parameters.append((name, search)) }
        if sort != defaultSort { parameters.append((names.sort, sort.rawValue)) }
        if let currency { parameters.append((names.currency, currency)) }
        if let seller { parameters.append((names.seller, seller.parameterValue)) }
        if let name = names.category, let category { parameters.append((name, category.rawValue)) }
        if let name = names.minPrice, let minPrice { parameters.append((name, Self.priceText(minPrice))) }
        if let name = names.maxPrice, let maxPrice { parameters.append((name, Self.priceText(maxPrice))) }
        return parameters
    }
}
