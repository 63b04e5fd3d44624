import Foundation

/// How a search matches: the text a person types and the text of a product are compared folded —
/// case and character width do not count, in any script — and a product matches when its title or
/// description has a word starting with each word of the search ("lamp" finds "Lamps" and "lamp-shade",
/// not "clamp"). Han characters and kana, written without spaces, are words one character each.
public enum MarketSearch {
    /// The longest search text, in characters.
    public static let maxLength = 200

    /// `text` as searches compare it: its words folded, each after one space (" brass desk lamp").
    public static func folded(_ text: String) -> String {
        let lowered = text.folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
        var words = ""
        var inWord = false
        for scalar in lowered.unicodeScalars {
            if isOwnWord(scalar) {
                words.unicodeScalars.append(" ")
                words.unicodeScalars.append(scalar)
                inWord = false
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                || scalar.properties.generalCategory == .nonspacingMark
            {
                if !inWord { words.unicodeScalars.append(" ") }
                words.unicodeScalars.append(scalar)
                inWord = true
            } else {
                inWord = false
            }
        }
        return words
    }

    /// The words of `search`, folded; none for a blank search.
    public static func terms(of search: String) -> [String] {
        folded(search).split(separator: " ").map(String.init)
    }

    /// Whether `text`, as `folded` writes it, matches every one of `terms`.
    public static func matches(_ text: String, terms: [String]) -> Bool {
        terms.allSatisfy { text.contains(" " + $0) }
    }

    private static func isOwnWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: true
        default: false
        }
    }
}
