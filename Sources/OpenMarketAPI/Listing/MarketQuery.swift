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

        /// `GET /items/{page}` and the market's pages: `search`, `sort`, `currency`, `vendor`.
        public static let api2021 = Names(search: "search", sort: "sort", currency: "currency", seller: "vendor")
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

    /// A query; by default every product, newest first.
    public init(search: String = "", sort: MarketSort = .newest, currency: String? = nil, seller: MarketSeller? = nil) {
        self.search = search
        self.sort = sort
        self.currency = currency
        self.seller = seller
    }

    /// The search's words, folded as `MarketSearch` folds them.
    public var terms: [String] { MarketSearch.terms(of: search) }

    /// Whether it narrows or orders anything: the query of a plain listing is not.
    public var isDefault: Bool { self == MarketQuery() }

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
    }

    /// The parameters that say this query by `names`, in a fixed order, leaving out the defaults.
    public func parameters(names: Names) -> [(name: String, value: String)] {
        var parameters: [(name: String, value: String)] = []
        if let name = names.search, !search.isEmpty { parameters.append((name, search)) }
        if sort != .newest { parameters.append((names.sort, sort.rawValue)) }
        if let currency { parameters.append((names.currency, currency)) }
        if let seller { parameters.append((names.seller, seller.parameterValue)) }
        return parameters
    }
}
