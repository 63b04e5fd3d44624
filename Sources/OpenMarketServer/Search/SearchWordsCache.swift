import Locks
import OpenMarketAPI
import SQLKit

/// The market's vocabulary — every word a product has held — kept in memory by each server and
/// brought up to date from `search_words` before each search, reading only the words numbered after
/// the last one it read (words are never removed: a word no product holds any more finds nothing).
final class SearchWordsCache: Sendable {
    private let state = Locked((vocabulary: SearchVocabulary(), lastID: 0))

    /// What each of `terms` finds, against the vocabulary as it is in `database` now.
    func matches(for terms: [String], in database: any SQLDatabase) async throws -> [SearchTermMatches] {
        let lastID = state.withLock { $0.lastID }
        var added = try await words(after: lastID, in: database)
        let vocabulary: SearchVocabulary
        if added.isEmpty {
            vocabulary = state.withLock { $0.vocabulary }
        } else if lastID == 0 || added.count > Self.wordsAddedOneByOne {
            // Adding a word keeps the vocabulary sorted, one move each: many at once are sorted once.
            if lastID != 0 { added = try await words(after: 0, in: database) }
            let rebuilt = SearchVocabulary(words: added.map(\.word))
            let last = added.last?.id ?? 0
            vocabulary = state.withLock { state in
                if last > state.lastID { state = (rebuilt, last) }
                return state.vocabulary
            }
        } else {
            vocabulary = state.withLock { state in
                for word in added where word.id > state.lastID { state.vocabulary.insert(word.word) }
                state.lastID = max(state.lastID, added.last?.id ?? 0)
                return state.vocabulary
            }
        }
        return terms.map { vocabulary.matches(for: $0) }
    }

    /// Past this many new words, the vocabulary is built again rather than added to.
    private static let wordsAddedOneByOne = 1_000

    private func words(after id: Int, in database: any SQLDatabase) async throws -> [(id: Int, word: String)] {
        try await database.select().columns("id", "word").from("search_words").where("id", .greaterThan, id)
            .orderBy("id").all()
            .map {
                (id: try $0.decode(column: "id", as: Int.self), word: try $0.decode(column: "word", as: String.self))
            }
    }
}
