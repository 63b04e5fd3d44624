import CoreMetrics
import NIOCore
import SQLKit
import ServerObservability

/// Counts the statements under way on the database (`database_statements_in_flight`) and every
/// statement run (`database_statements_total`): how busy the pool is, for `/metrics`.
struct MeteredDatabase: SQLDatabaseWrapper {
    let base: any SQLDatabase
    let inFlight: Meter
    let total: CoreMetrics.Counter

    init(base: any SQLDatabase, metrics: ServerMetrics) {
        self.init(
            base: base, inFlight: metrics.meter("database_statements_in_flight"),
            total: metrics.counter("database_statements_total"))
    }

    private init(base: any SQLDatabase, inFlight: Meter, total: CoreMetrics.Counter) {
        self.base = base
        self.inFlight = inFlight
        self.total = total
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void)
        -> EventLoopFuture<Void>
    {
        total.increment()
        inFlight.increment()
        let answer = base.execute(sql: query, onRow)
        answer.whenComplete { [inFlight] _ in inFlight.decrement() }
        return answer
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        try await execute(sql: query, onRow).get()
    }

    func withSession<R>(_ closure: @escaping @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        try await base.withSession { session in
            try await closure(MeteredDatabase(base: session, inFlight: inFlight, total: total))
        }
    }
}
