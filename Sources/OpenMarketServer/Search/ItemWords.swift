import OpenMarketAPI
import SQLKit

/// The words search finds an item by: each folded word of its title (weight 2) and description
/// (weight 1) once, at its higher weight, in `item_words`; and every word new to the market in
/// `search_words`, which servers read into their vocabulary.
enum ItemWords {
    /// A word longer than this is not indexed: no one types it, and it would only fill the vocabulary.
    static let maxWordLength = 64

    /// `title`'s and `descriptions`' words with their weights.
    static func of(title: String, descriptions: String) -> [String: Int] {
        var words: [String: Int] = [:]
        for word in MarketSearch.terms(of: descriptions) where word.count <= maxWordLength { words[word] = 1 }
        for word in MarketSearch.terms(of: title) where word.count <= maxWordLength { words[word] = 2 }
        return words
    }

    /// Stores item `id`'s words, replacing those it had unless `replacing` is `false` (a new item);
    /// part of the caller's transaction.
    static func store(
        title: String, descriptions: String, of id: Int, in session: any SQLDatabase, replacing: Bool = true
    ) async throws {
        if replacing { try await remove(of: id, in: session) }
        let words = of(title: title, descriptions: descriptions).sorted { $0.key < $1.key }
        guard !words.isEmpty else { return }
        var insert = session.insert(into: "item_words").columns("item_id", "word", "weight")
        for (word, weight) in words { insert = insert.values(SQLBind(id), SQLBind(word), SQLBind(weight)) }
        try await insert.run()
        var vocabulary = session.insert(into: "search_words").columns("word")
        for (word, _) in words { vocabulary = vocabulary.values(SQLBind(word)) }
        try await vocabulary.ignoringConflicts().run()
    }

    /// Removes item `id`'s words; part of the caller's transaction.
    static func remove(of id: Int, in session: any SQLDatabase) async throws {
        try await session.delete(from: "item_words").where("item_id", .equal, id).run()
    }
}
