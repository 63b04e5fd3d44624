import Logging
import NIOCore
import SQLKit

/// Logs each statement's SQL at debug level — with its placeholders, never its values. The drivers'
/// own query logs are off: they write every bound value, and those are password hashes, token
/// hashes and whatever people typed.
struct StatementLoggingDatabase: SQLDatabaseWrapper {
    let base: any SQLDatabase

    var queryLogLevel: Logger.Level? { nil }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void)
        -> EventLoopFuture<Void>
    {
        log(query)
        return base.execute(sql: query, onRow)
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        log(query)
        try await base.execute(sql: query, onRow)
    }

    func withSession<R>(_ closure: @escaping @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        try await base.withSession { session in try await closure(StatementLoggingDatabase(base: session)) }
    }

    private func log(_ query: any SQLExpression) {
        guard logger.logLevel <= .debug else { return }
        var serializer = SQLSerializer(database: self)
        query.serialize(to: &serializer)
        logger.debug(
            "Executing query", metadata: ["sql": .string(serializer.sql), "binds": "\(serializer.binds.count) hidden"])
    }
}
