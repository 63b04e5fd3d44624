import Locks
import OpenMarketAPI
import SQLKit
import ServerDatabase

/// The market's vocabulary — every word a product has held — kept in memory by each server. Words
/// are stored in the transaction that raises the catalogue's version, so the vocabulary is read again
/// only when that version moved: then the words numbered after the last one read, and — because on
/// PostgreSQL a lower number can become visible after a higher one (two writers committing in the
/// other order) — the whole vocabulary again whenever the table holds words the numbers skipped.
/// Words are never removed: a word no product holds any more finds nothing.
final class SearchWordsCache: Sendable {
    private struct State {
        var vocabulary = SearchVocabulary()
        /// The highest number read.
        var lastID = 0
        /// How many rows were read: the table's count when nothing was skipped.
        var rows = 0
        /// The catalogue's version the vocabulary is complete for; `nil` before the first read.
        var version: Int64? = nil
    }

    private let state = Locked(State())
    /// The catalogue's version, raised with every write of words.
    private let catalogueVersion: VersionCounter

    /// A vocabulary that follows `catalogueVersion`.
    init(catalogueVersion: VersionCounter) {
        self.catalogueVersion = catalogueVersion
    }

    /// What each of `terms` finds, against the vocabulary as it is in `database` now.
    func matches(for terms: [String], in database: any SQLDatabase) async throws -> [SearchTermMatches] {
        let vocabulary = try await vocabulary(in: database)
        return terms.map { vocabulary.matches(for: $0) }
    }

    private func vocabulary(in database: any SQLDatabase) async throws -> SearchVocabulary {
        // Read before the words: every word committed by this version is then among those read.
        let version = try await catalogueVersion.read(from: database)
        let kept = state.withLock { $0 }
        if kept.version == version { return kept.vocabulary }
        let added = try await words(after: kept.lastID, in: database)
        let total = try await count(in: database)
        if kept.lastID == 0 || added.count > Self.wordsAddedOneByOne || kept.rows + added.count < total {
            // A rebuild: the first read, many words at once (sorted once, not moved one by one), or
            // words whose numbers were passed over while their writer had not committed.
            let all = kept.lastID == 0 ? added : try await words(after: 0, in: database)
            let rebuilt = State(
                vocabulary: SearchVocabulary(words: all.map(\.word)), lastID: all.last?.id ?? 0, rows: all.count,
                version: version)
            return state.withLock { state in
                if rebuilt.rows >= state.rows { state = rebuilt }
                return state.vocabulary
            }
        }
        return state.withLock { state in
            // Another search may have brought it up to date meanwhile: add only what it lacks.
            for word in added where word.id > state.lastID {
                state.vocabulary.insert(word.word)
                state.rows += 1
                state.lastID = word.id
            }
            state.version = max(state.version ?? version, version)
            return state.vocabulary
        }
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

    private func count(in database: any SQLDatabase) async throws -> Int {
        try await database.select().column(SQLAlias(SQLFunction("COUNT", args: SQLLiteral.all), as: SQLIdentifier("n")))
            .from("search_words").first(decodingColumn: "n", as: Int.self) ?? 0
    }
}
