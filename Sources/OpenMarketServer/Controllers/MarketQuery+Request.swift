import Hummingbird
import OpenMarketAPI
import ServerHTTP
import WebPages

extension MarketQuery {
    /// The query in `request`'s URL, read as a browser's form writes it (`+` is a space), by `names`.
    ///
    /// - Throws: `APIError` 400 whose reason names the parameter that cannot be read.
    init(_ request: Request, names: Names) throws(APIError) {
        let fields = FormFields(request.uri.query ?? "")
        var parameters: [String: String] = [:]
        for name in [
            names.search, names.sort, names.currency, names.seller, names.category, names.minPrice, names.maxPrice,
        ].compactMap(\.self) {
            parameters[name] = fields[name]
        }
        do {
            try self.init(parameters: parameters, names: names)
        } catch {
            throw APIError.badRequest(error.description)
        }
    }

    /// The query as a cache key: the same for every request that asks for the same products.
    var cacheKey: String {
        var key = "\(sort.rawValue) \(currency ?? "*") \(seller?.parameterValue ?? "*") \(category?.rawValue ?? "*") "
        key += "\(minPrice.map { "\($0)" } ?? "*") \(maxPrice.map { "\($0)" } ?? "*") "
        key += terms.joined(separator: " ")
        return key
    }
}
