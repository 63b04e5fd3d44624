import Foundation
import OpenMarketAPI
import WebPages

/// `/market?search=…&sort=…&currency=…&vendor=…&page=N`: one page of what the query finds, the
/// form that asks, and the links around it.
struct MarketListView {

    /// The seller the listing is narrowed to, with the way back to everyone's products.
    struct SellerChip {
        let name: String
        /// The seller as the `vendor` parameter writes it.
        let vendorValue: String
        let clearLink: String
    }

    let page: Int
    let products: [ProductCardView]
    let isEmpty: Bool
    /// Whether this is page 1: empty, it means nothing matches rather than a page past the end.
    let isFirstPage: Bool
    let previousLink: String?
    let nextLink: String?
    let nextPage: Int?
    let notice: String?
    let search: String
    /// Whether a search is given: the page's title begins with it.
    let isSearch: Bool
    let sorts: [SelectOption]
    let currencies: [SelectOption]
    let seller: SellerChip?
    /// Whether anything narrows the listing: its empty state then offers to clear it.
    let isNarrowed: Bool
    /// Said under the count when prices in several currencies are sorted: they are compared within
    /// each currency, never with each other.
    let currencyOrder: String?
    let isList: Bool
    let gridLink: String
    let listLink: String
    /// "256 products", "3 products match “lamp”".
    let resultText: String
    let categories: [SelectOption]
    let minPrice: String
    let maxPrice: String
    /// Who is looking: the header and the hearts.
    let viewer: MarketViewer

    /// Page `page` of what `query` finds (`records`, of `total`); `held` is every currency the market
    /// holds, which the currency filter offers.
    init(
        page: Int, query: MarketQuery, records: [ItemRecord], total: Int, held: [String], sellerName: String?,
        layout: MarketLayout, locale: Locale, notice: String?, viewer: MarketViewer, saved: Set<Int> = []
    ) {
        self.page = page
        self.viewer = viewer
        let back = MarketLinks.list(query, page: page)
        products = records.map { record in
            ProductCardView(
                record, locale: locale,
                // Saving is for what someone else sells.
                heart: viewer.signedIn && record.sellerAccount != viewer.user?.id
                    ? ProductCardView.Heart(saved: saved.contains(record.id), csrf: viewer.csrf, back: back) : nil)
        }
        categories =
            [SelectOption(value: "", label: "Any category", selected: query.category == nil)]
            + MarketCategory.allCases.map {
                SelectOption(value: $0.rawValue, label: $0.label, selected: $0 == query.category)
            }
        minPrice = query.minPrice.map(MarketAmount.text) ?? ""
        maxPrice = query.maxPrice.map(MarketAmount.text) ?? ""
        isEmpty = records.isEmpty
        isFirstPage = page == 1
        // Past the last page the page before is as empty; the empty state leads back to page 1.
        previousLink = page > 1 && !records.isEmpty ? MarketLinks.list(query, page: page - 1) : nil
        let hasNext = page * ItemPage.size < total && records.count == ItemPage.size
        nextPage = hasNext ? page + 1 : nil
        nextLink = hasNext ? MarketLinks.list(query, page: page + 1) : nil
        self.notice = notice
        search = query.search
        isSearch = !query.search.isEmpty
        // Best match orders a search only: without one it is the newest first, and not offered.
        sorts = MarketSort.allCases.filter { $0 != .relevance || !query.terms.isEmpty }.map {
            SelectOption(value: $0.rawValue, label: $0.label, selected: $0 == query.sort)
        }
        // Every currency the market holds, and the one the address asks for even if none is held.
        currencies =
            [SelectOption(value: "", label: "Any currency", selected: query.currency == nil)]
            + (held + (query.currency.map { held.contains($0) ? [] : [$0] } ?? [])).map {
                SelectOption(value: $0, label: $0, selected: $0 == query.currency)
            }
        var everyone = query
        everyone.seller = nil
        seller = query.seller.map {
            SellerChip(
                name: sellerName ?? Self.name(of: $0), vendorValue: $0.parameterValue,
                clearLink: MarketLinks.list(everyone))
        }
        isNarrowed = !query.isDefault && query != MarketQuery(sort: query.sort)
        let byPrice = query.sort == .priceLowToHigh || query.sort == .priceHighToLow
        currencyOrder =
            byPrice && query.currency == nil && held.count > 1
            ? "Prices are compared within each currency: \(Self.inOrder(held)). Choose a currency to see one."
            : nil
        isList = layout == .list
        let here = MarketLinks.list(query, page: page)
        let joiner = here.contains("?") ? "&" : "?"
        gridLink = here + joiner + "view=grid"
        listLink = here + joiner + "view=list"
        let count = "\(total.formatted(.number.locale(locale))) product\(total == 1 ? "" : "s")"
        resultText =
            query.search.isEmpty ? count : "\(count) \(total == 1 ? "matches" : "match") “\(query.search)”"
    }

    private static func name(of seller: MarketSeller) -> String {
        switch seller {
        case .vendor(let id): "Seller \(id)"
        case .openMarket2021: MarketSellerName.openMarket2021
        }
    }
}

extension MarketListView {
    /// "KRW, then USD"; "EUR, GBP, then KRW".
    static func inOrder(_ codes: [String]) -> String {
        guard let last = codes.last, codes.count > 1 else { return codes.first ?? "" }
        return codes.dropLast().joined(separator: ", ") + ", then " + last
    }
}
