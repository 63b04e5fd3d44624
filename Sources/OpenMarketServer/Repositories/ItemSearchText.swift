import OpenMarketAPI

/// What an item's `search_text` column holds: its title and description, folded as searches are.
enum ItemSearchText {
    static func folded(title: String, descriptions: String) -> String {
        MarketSearch.folded(title + "\n" + descriptions)
    }
}
