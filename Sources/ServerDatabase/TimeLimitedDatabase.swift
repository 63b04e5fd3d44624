import Logging
import NIOConcurrencyHelpers
import NIOCore
import SQLKit

/// Fails a statement that has no answer within `limit` with `DatabaseTimeout`, so a database that
/// froze (a stopped process, a dead network) costs a request a bounded wait — answered 503 — instead
/// of hanging it. The statement itself cannot be taken back: its connection stays busy until the
/// database answers, and statements on that connection run in order after it, so a transaction's
/// ROLLBACK still follows its writes.
struct TimeLimitedDatabase: SQLDatabaseWrapper {
    let base: any SQLDatabase
    let limit: Duration

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void)
        -> EventLoopFuture<Void>
    {
        let answer = base.execute(sql: query, onRow)
        let promise = answer.eventLoop.makePromise(of: Void.self)
        let settled = NIOLockedValueBox(false)
        let settle: @Sendable (Result<Void, any Error>) -> Void = { result in
            guard
                settled.withLockedValue({ done in
                    defer { done = true }
                    return !done
                })
            else { return }
            promise.completeWith(result)
        }
        let timer = answer.eventLoop.scheduleTask(in: TimeAmount(limit)) { settle(.failure(DatabaseTimeout())) }
        answer.whenComplete { result in
            timer.cancel()
            settle(result)
        }
        return promise.futureResult
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        try await execute(sql: query, onRow).get()
    }

    func withSession<R>(_ closure: @escaping @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        try await base.withSession { session in try await closure(TimeLimitedDatabase(base: session, limit: limit)) }
    }
}

/// A statement had no answer within the database time limit.
struct DatabaseTimeout: Error, CustomStringConvertible {
    var description: String { "The database did not answer in time." }
}

extension SQLDatabase {
    /// This database, each statement failing with `DatabaseTimeout` when it has no answer within `limit`.
    package func timeLimited(_ limit: Duration) -> any SQLDatabase {
        TimeLimitedDatabase(base: self, limit: limit)
    }
}
