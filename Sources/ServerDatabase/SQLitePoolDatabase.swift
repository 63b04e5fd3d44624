@preconcurrency import AsyncKit  // its pools are lock-protected but predate Sendable
import Logging
import NIOCore
import SQLiteKit
import SQLiteNIO

/// An SQLite database backed by a pool of connections, so concurrent requests read in parallel (WAL
/// allows readers beside one writer) and a transaction has a connection of its own.
struct SQLitePoolDatabase: SQLiteDatabase {
    let pool: EventLoopGroupConnectionPool<TunedSQLiteConnectionSource>
    let logger: Logger

    var eventLoop: any EventLoop { pool.eventLoopGroup.any() }

    func query(
        _ query: String, _ binds: [SQLiteData], logger: Logger, _ onRow: @escaping @Sendable (SQLiteRow) -> Void
    ) -> EventLoopFuture<Void> {
        pool.withConnection(logger: self.logger) { $0.query(query, binds, logger: self.logger, onRow) }
    }

    func withConnection<T>(_ closure: @escaping @Sendable (SQLiteConnection) -> EventLoopFuture<T>)
        -> EventLoopFuture<T>
    {
        pool.withConnection(logger: logger) { closure($0) }
    }
}

/// Opens SQLite connections set up for a server: a writer waits up to `busyTimeout` for another
/// instead of failing at once, and WAL's `synchronous = NORMAL` keeps commits durable without an
/// fsync each.
struct TunedSQLiteConnectionSource: ConnectionPoolSource {
    let base: SQLiteConnectionSource
    let busyTimeout: Duration

    func makeConnection(logger: Logger, on eventLoop: any EventLoop) -> EventLoopFuture<SQLiteConnection> {
        let milliseconds =
            busyTimeout.components.seconds * 1_000 + busyTimeout.components.attoseconds / 1_000_000_000_000_000
        return base.makeConnection(logger: logger, on: eventLoop).flatMap { connection in
            connection.query("PRAGMA busy_timeout = \(milliseconds)")
                .flatMap { _ in connection.query("PRAGMA synchronous = NORMAL") }
                .map { _ in connection }
                // A file that is not a database fails here; the connection must be closed before it goes.
                .flatMapError { error in connection.close().flatMapThrowing { _ in throw error } }
        }
    }
}
