import Foundation
import MyBizAPI
import Synchronization

/// Stores reports sent at the same time in one statement — group commit. Apps send one report per
/// screen view, so a busy server gets many small inserts at once; each on its own paid a whole
/// commit (a disk sync on SQLite and PostgreSQL alike), which held ingestion to about an eighth of a
/// plain request's rate. Here the first report starts a write at once; those arriving while it runs
/// wait and go together in the next, so nothing waits longer than one commit and a quiet server
/// adds no delay. Every caller returns only once its reports are committed — a `200` still means
/// stored. When a group's statement fails, its reports are tried one caller at a time, so each gets
/// its own answer.
final class GroupCommitAnalyticsRepository: AnalyticsRepositoryDecorator {
    private struct Waiting {
        let events: [StoredAnalyticsEvent]
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var queue: [Waiting] = []
        var writing = false
    }

    let base: any AnalyticsRepository
    private let state = Mutex(State())
    /// The most reports one statement takes (SQLite allows 32,766 bound values; a report binds at most
    /// 12, fewer when its values recur: `AnalyticsEventInsert`).
    let maxGroup: Int

    init(_ base: any AnalyticsRepository, maxGroup: Int = 1_000) {
        self.base = base
        self.maxGroup = maxGroup
    }

    func store(_ events: [StoredAnalyticsEvent]) async throws {
        guard !events.isEmpty else { return }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let starts = state.withLock { state -> Bool in
                state.queue.append(Waiting(events: events, continuation: continuation))
                guard !state.writing else { return false }
                state.writing = true
                return true
            }
            if starts { Task { await self.write() } }
        }
    }

    /// Writes what is waiting, group after group, until nothing is.
    private func write() async {
        while true {
            let group = state.withLock { state -> [Waiting] in
                var count = 0
                var taken = 0
                for waiting in state.queue {
                    guard taken == 0 || count + waiting.events.count <= maxGroup else { break }
                    count += waiting.events.count
                    taken += 1
                }
                let group = Array(state.queue.prefix(taken))
                state.queue.removeFirst(taken)
                if group.isEmpty { state.writing = false }
                return group
            }
            guard !group.isEmpty else { return }
            do {
                try await base.store(group.flatMap(\.events))
                for waiting in group { waiting.continuation.resume() }
            } catch  where group.count > 1 {
                for waiting in group {
                    do {
                        try await base.store(waiting.events)
                        waiting.continuation.resume()
                    } catch {
                        waiting.continuation.resume(throwing: error)
                    }
                }
            } catch {
                group[0].continuation.resume(throwing: error)
            }
        }
    }

    func store(_ events: [StoredAnalyticsEvent], once key: BatchKey) async throws -> BatchStorage {
        try await base.store(events, once: key)
    }
}
