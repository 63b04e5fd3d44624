import Logging
import NIOCore
import SQLKit

/// An SQLite database whose sessions (our transactions) take turns inside this process. SQLite lets
/// one writer in at a time anyway; without the turn-taking, waiting writers poll the lock with sleeps
/// of up to 100 ms and concurrent batches wait far longer than the writes take.
struct SerializedTransactionsDatabase: SQLDatabaseWrapper {
    let base: any SQLDatabase
    let gate: TransactionGate

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void)
        -> EventLoopFuture<Void>
    {
        base.execute(sql: query, onRow)
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        try await base.execute(sql: query, onRow)
    }

    func withSession<R>(_ closure: @escaping @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        await gate.acquire()
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
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Returns when it is this caller's turn.
    func acquire() async {
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            busy = true
        }
    }

    /// Hands the turn to the next waiter, or frees it.
    func release() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
