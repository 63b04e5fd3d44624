import Foundation
import Hummingbird
import ServerDatabase
import ServerHTTP
import WebPages

/// The lists every screen of a logged-in app loads — announcements, employees, events, products,
/// purchase orders, and who is logged in — answered as JSON from memory until the company's version
/// moves, so a busy app's requests skip the database, row decoding and encoding. A key names what
/// is kept; only `me` differs by who asks, and its key says whose it is. The company app's pages
/// showing those lists are kept beside them, in a budget of their own (one per reader and page, they
/// would otherwise push out the few lists every app reads), and dropped with them.
struct ListAnswers: Sendable {
    /// The encoded lists, by name.
    let cache: VersionedAnswerCache
    /// The company app's pages, by reader.
    let pages: RenderedPages

    /// Drops every list and page after each committed change to the company's data on `changes`.
    func follow(_ changes: DataChanges) {
        cache.follow(.company, on: changes)
        pages.follow(.company, on: changes)
    }

    /// The list called `name`, encoded as the API writes JSON; `read` is asked only when the cached
    /// answer is missing or out of date.
    func response<List: Encodable & Sendable>(
        _ name: String, read: @escaping @Sendable () async throws -> List
    ) async throws -> Response {
        let answer = try await cache.answer(for: name) {
            .json(try MyBizRequestContext.encoder().encode(try await read()))
        }
        return JSONAnswer.response(answer.body)
    }
}
