import Hummingbird
import NIOCore
import ServerDatabase
import ServerHTTP

/// Signed-in pages kept rendered until the data behind them changes, so a page read again costs a
/// lookup instead of its queries and its template: by the reader's key (`PageKey`) in a
/// `VersionedAnswerCache` of the data they show — dropped at once when this server changes that data,
/// within the cache's recheck interval when another instance does, and at the instant a page says it
/// stops being true (`validUntil`: the calendar's today, an item falling overdue). Browsers still get
/// every page `no-store`.
package struct RenderedPages: Sendable {
    private let cache: VersionedAnswerCache

    /// Pages kept in `cache`, whose version is that of the data they show.
    package init(_ cache: VersionedAnswerCache) {
        self.cache = cache
    }

    /// The page kept under `key`, or the one `render` makes (kept unless it says otherwise).
    package func page(
        _ key: PageKey, render: @escaping @Sendable () async throws -> VersionedAnswerCache.Answer
    ) async throws -> Response {
        HTMLPage.response(try await cache.answer(for: key.text, render: render).body)
    }

    /// Drops every page after each committed change to `topic` on `changes`.
    package func follow(_ topic: DataTopic, on changes: DataChanges) {
        cache.follow(topic, on: changes)
    }
}
