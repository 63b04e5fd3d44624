import NIOConcurrencyHelpers

/// The server's one change channel. After a write commits, the repository that made it says here
/// what it changed; everything that keeps answers made of that data — the cached lists, the kept
/// pages — listens and drops them. No write path (the API, a page, the seed) has to remember the
/// caches, and no cache has to know the write paths.
///
/// It reaches this process; another instance sharing the database notices a change through the
/// topic's `VersionCounter`, which the same write raised in its transaction.
package final class DataChanges: Sendable {
    private let listeners = NIOLockedValueBox<[DataTopic: [@Sendable () -> Void]]>([:])

    /// A channel no one listens to yet.
    package init() {}

    /// Calls `listener` after every committed change to `topic`, on the writer's task: it must be quick.
    package func listen(to topic: DataTopic, _ listener: @escaping @Sendable () -> Void) {
        listeners.withLockedValue { $0[topic, default: []].append(listener) }
    }

    /// Says that a write to `topic` has just been committed.
    package func changed(_ topic: DataTopic) {
        for listener in listeners.withLockedValue({ $0[topic] ?? [] }) { listener() }
    }
}

/// What a write changed, as the caches know it: the market's catalogue, the company, the to-do lists,
/// the analytics reports. Each server module names its own.
package struct DataTopic: Hashable, Sendable {
    /// The topic's name, for people reading logs and tests.
    package let name: String

    /// The topic called `name`.
    package init(_ name: String) {
        self.name = name
    }
}
