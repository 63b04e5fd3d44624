import Hummingbird

/// How the market lists products, as the reference app's segmented control switches them: a grid
/// of photos, or a list with the photo on the left. Remembered per browser in a cookie.
enum MarketLayout: String, Sendable {
    case grid
    case list

    /// The cookie that remembers the choice.
    static let cookieName = "market_view"

    /// The layout `?view=` asks for, else the one the cookie remembers, else the grid; and whether
    /// `?view=` chose it (then the answer sets the cookie).
    static func of(_ request: Request) -> (layout: MarketLayout, chosen: Bool) {
        if let asked = request.uri.queryParameters["view"].flatMap({ MarketLayout(rawValue: String($0)) }) {
            return (asked, true)
        }
        let remembered = request.cookies[cookieName].flatMap { MarketLayout(rawValue: $0.value) }
        return (remembered ?? .grid, false)
    }

    /// The cookie that remembers this layout for a year, on the market's pages only.
    var cookie: Cookie {
        Cookie(
            name: Self.cookieName, value: rawValue, maxAge: 365 * 24 * 3600, path: "/market", httpOnly: false,
            sameSite: .lax)
    }
}
