import Foundation
import OpenMarketAPI

/// The market's addresses for a listing, so a search, sort or filter can be shared and the back
/// button returns to it: `/market?search=desk+lamp&sort=price-low&page=2`.
enum MarketLinks {
    /// Page `page` of what `query` finds.
    static func list(_ query: MarketQuery, page: Int = 1) -> String {
        var parts = query.parameters(names: .api2021).map { "\($0.name)=\(formEncoded($0.value))" }
        if page > 1 { parts.append("page=\(page)") }
        return parts.isEmpty ? "/market" : "/market?" + parts.joined(separator: "&")
    }

    /// `text` as a form writes it in a URL: a space as `+`, everything but unreserved characters
    /// percent-encoded.
    static func formEncoded(_ text: String) -> String {
        let encoded = text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
        return encoded.replacingOccurrences(of: "%20", with: "+")
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
