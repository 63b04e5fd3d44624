import OpenMarketAPI
import SQLKit

/// How a search's words find and rank items: each word the vocabulary can answer becomes the set of
/// indexed words it finds with their weights; a word too short to answer that way (its prefix
/// matches too many words) is matched as a prefix of a word of the item's text instead, as before.
struct SearchPlan: Sendable {
    /// The terms matched through `item_words`, each with the words it finds.
    var ranked: [SearchTermMatches] = []
    /// The terms matched as prefixes of `search_text`'s words.
    var prefixTerms: [String] = []
    /// Whether some term finds no word at all: nothing matches.
    var findsNothing = false

    /// No search.
    init() {}

    /// The plan for what each term of a search finds.
    init(_ matches: [SearchTermMatches]) {
        for match in matches {
            if !match.isComplete {
                prefixTerms.append(match.term)
            } else if match.words.isEmpty {
                findsNothing = true
            } else {
                ranked.append(match)
            }
        }
    }

    /// `(SELECT item_id, score …) AS matched`: every item that has a word found by each ranked term,
    /// scored by the sum over terms of its best word's weight times where the word is (title 2,
    /// description 1); `nil` without ranked terms.
    var rankedItems: SQLQueryString? {
        guard !ranked.isEmpty else { return nil }
        var sql: SQLQueryString = "(SELECT item_id, SUM(term_score) AS score FROM ("
        for (index, term) in ranked.enumerated() {
            let words = term.words.sorted { $0.key < $1.key }
            if index > 0 { sql.appendInterpolation(unsafeRaw: " UNION ALL ") }
            sql.appendInterpolation(unsafeRaw: "SELECT item_id, MAX(weight * CASE word")
            for (word, weight) in words {
                sql.appendInterpolation(unsafeRaw: " WHEN ")
                sql.appendInterpolation(bind: word)
                sql.appendInterpolation(unsafeRaw: " THEN ")
                sql.appendInterpolation(bind: weight)
            }
            sql.appendInterpolation(unsafeRaw: " ELSE 0 END) AS term_score FROM item_words WHERE word IN (")
            sql.appendInterpolation(binds: words.map(\.key))
            sql.appendInterpolation(unsafeRaw: ") GROUP BY item_id")
        }
        sql.appendInterpolation(
            unsafeRaw: ") AS per_term GROUP BY item_id HAVING COUNT(*) = \(ranked.count)) AS matched")
        return sql
    }
}
