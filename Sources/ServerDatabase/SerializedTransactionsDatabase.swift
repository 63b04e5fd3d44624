import Logging
import NIOCore
import SQLKit

/// An SQLite database whose sessions (our transactions, and inserts that may meet others) take turns
/// inside this process. SQLite lets one writer in at a time anyway; without the turn-taking, waiting
/// writers poll the lock with sleeps of up to 100 ms and concurrent batches wait far longer than the
/// writes take. A session that has not had its turn within `turnLimit` fails with `DatabaseTimeout`
/// (answered 503), as a statement without an answer does, instead of queueing behind every writer
/// stuck on a lock another program holds.
struct SerializedTransactionsDatabase: SQLDatabaseWrapper {
    let base: any SQLDatabase
    let gate: TransactionGate
    let turnLimit: Duration

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void)
        -> EventLoopFuture<Void>
    {
        base.execute(sql: query, onRow)
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        try await base.execute(sql: query, onRow)
    }

    func withSession<R>(_ closure: @escaping @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        try await gate.acquire(within: turnLimit)
        do {
            let result = try await base.withSession(closure)
            await gate.release()
            return result
        } catch {
            await gate.release()
            throw error
        }
    }
}

/// A first-come, first-served turn for async work: between `acquire` and `release` one caller runs.
actor TransactionGate {
    private var busy = false
    private var waiting: [(ticket: Int, continuation: CheckedContinuation<Void, any Error>)] = []
    private var lastTicket = 0

    /// How many callers wait for the turn.
    var waitingCount: Int { waiting.count }

    /// Returns when it is this caller's turn, or throws `DatabaseTimeout` when `limit` passes first
    /// (the caller then has no turn and must not `release`).
    func acquire(within limit: Duration) async throws {
        guard busy else {
            busy = true
            return
        }
        lastTicket += 1
        let ticket = lastTicket
        let timer = Task { [weak self] in
            try await Task.sleep(for: limit)
            await self?.giveUp(ticket)
        }
        defer { timer.cancel() }
        try await withCheckedThrowingContinuation { waiting.append((ticket, $0)) }
    }

    /// Hands the turn to the next waiter, or frees it.
    func release() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().continuation.resume()
        }
    }

    private func giveUp(_ ticket: Int) {
        guard let index = waiting.firstIndex(where: { $0.ticket == ticket }) else { return }
        waiting.remove(at: index).continuation.resume(throwing: DatabaseTimeout())
    }
}
