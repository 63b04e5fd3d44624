import Foundation
import OpenMarketAPI
import WebPages

/// `/market/sellers/{id}`: who sells — their name, since when, how quickly they answer — and what
/// they have on sale and have sold.
struct SellerProfileView {
    let name: String
    let initial: String
    /// "Selling since December 2026".
    let since: String
    /// "Usually answers within an hour"; `nil` before their first answer.
    let answers: String?
    /// "This seller's account is closed."; `nil` while it is open.
    let closed: String?
    let onSale: [ProductCardView]
    let onSaleCount: String
    let hasOnSale: Bool
    let sold: [ProductCardView]
    let soldCount: String
    let hasSold: Bool
    /// The listing of everything they sell.
    let listLink: String
    let viewer: MarketViewer

    init(
        vendor: VendorRecord, person: WebPerson?, onSale: [ItemRecord], onSaleCount: Int, sold: [ItemRecord],
        soldCount: Int, answerTimes: [Double], locale: Locale, viewer: MarketViewer
    ) {
        name = person?.name ?? vendor.name
        initial = name.first.map { String($0).uppercased() } ?? "?"
        let joined = person?.joined ?? Date(timeIntervalSince1970: vendor.createdAt)
        since = "Selling since " + joined.formatted(.dateTime.month(.wide).year().locale(locale))
        answers = Self.answerText(answerTimes)
        closed = person.map { $0.isActive ? nil : "This seller's account is closed: they no longer answer." } ?? nil
        self.onSale = onSale.map { ProductCardView($0, locale: locale) }
        self.onSaleCount = Self.count(onSaleCount, "on sale")
        hasOnSale = !onSale.isEmpty
        self.sold = sold.map { ProductCardView($0, locale: locale) }
        self.soldCount = Self.count(soldCount, "sold")
        hasSold = !sold.isEmpty
        listLink = MarketLinks.list(MarketQuery(seller: .vendor(vendor.id)))
        self.viewer = viewer
    }

    /// "Usually answers within minutes / an hour / a day / a few days", from the median answer time.
    static func answerText(_ times: [Double]) -> String? {
        guard !times.isEmpty else { return nil }
        let median = times.sorted()[times.count / 2]
        let within =
            switch median {
            case ..<600: "within minutes"
            case ..<3_600: "within an hour"
            case ..<86_400: "within a day"
            default: "within a few days"
            }
        return "Usually answers \(within)"
    }

    private static func count(_ number: Int, _ what: String) -> String {
        "\(number) product\(number == 1 ? "" : "s") \(what)"
    }
}
