import OpenMarketAPI
import SQLKit
import ServerTestSupport
import Testing

@testable import OpenMarketServer
@testable import ServerDatabase

@Suite("Each server's vocabulary follows the stored words")
struct SearchWordsCacheTests {
    /// Stores `word` as number `id` with the catalogue's version raised, as a product's writer does.
    static func store(_ word: String, id: Int, in database: any SQLDatabase) async throws {
        try await database.transaction { session in
            try await session.insert(into: "search_words").columns("id", "word").values(SQLBind(id), SQLBind(word))
                .run()
            try await SQLItemRepository.bumpCatalogueVersion(in: session)
        }
    }

    @Test(
        "Given a word whose lower number became visible after a higher one was read, then it is found",
        arguments: TestDatabase.available)
    func lateLowerNumber(database kind: TestDatabase) async throws {
        try await kind.withFreshDatabase(migrations: OpenMarketApp.migrations) { database in
            // Given words 1 and 3 read into the vocabulary
            let cache = SearchWordsCache(catalogueVersion: SQLItemRepository.catalogueVersion)
            try await Self.store("lamp", id: 1, in: database.sql)
            try await Self.store("desk", id: 3, in: database.sql)
            #expect(try await cache.matches(for: ["desk"], in: database.sql).first?.words.isEmpty == false)
            // When word 2, whose writer committed last, appears
            try await Self.store("keyboard", id: 2, in: database.sql)
            // Then it is found, and so are the others
            for word in ["keyboard", "lamp", "desk"] {
                #expect(try await cache.matches(for: [word], in: database.sql).first?.words.isEmpty == false, "\(word)")
            }
        }
    }

    @Test("Given an unchanged catalogue, then the vocabulary is not read again", arguments: [TestDatabase.sqlite])
    func unchanged(database kind: TestDatabase) async throws {
        try await kind.withFreshDatabase(migrations: OpenMarketApp.migrations) { database in
            let cache = SearchWordsCache(catalogueVersion: SQLItemRepository.catalogueVersion)
            try await Self.store("lamp", id: 1, in: database.sql)
            #expect(try await cache.matches(for: ["lamp"], in: database.sql).first?.words.isEmpty == false)
            // A word slipped in without raising the version is not looked for: the version says when to look
            try await database.sql.insert(into: "search_words").columns("id", "word").values(
                SQLBind(2), SQLBind("desk")
            )
            .run()
            #expect(try await cache.matches(for: ["desk"], in: database.sql).first?.words.isEmpty == true)
        }
    }
}
