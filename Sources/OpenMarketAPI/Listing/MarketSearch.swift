import Foundation

/// How a search matches: the text a person types and the text of a product are compared folded —
/// case and character width do not count, in any script — and a product matches when its title or
/// description holds every word of the search.
public enum MarketSearch {
    /// The longest search text, in characters.
    public static let maxLength = 200

    /// `text` as searches compare it.
    public static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
    }

    /// The words of `search`, folded; none for a blank search.
    public static func terms(of search: String) -> [String] {
        folded(search).split(whereSeparator: { $0.isWhitespace }).map(String.init)
    }
}
