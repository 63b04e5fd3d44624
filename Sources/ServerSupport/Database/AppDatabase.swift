@preconcurrency import AsyncKit  // its pools are lock-protected but predate Sendable
import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresKit
import SQLKit
import SQLiteKit
import ServiceLifecycle

/// The server's database, SQLite or PostgreSQL, behind `any SQLDatabase`, with its connection pool.
/// As a service it closes the pool after the server has stopped taking requests.
package final class AppDatabase: Service, Sendable {
    /// What queries go through.
    package let sql: any SQLDatabase
    /// Which kind of database it is.
    package let kind: Kind
    private let closePool: @Sendable () async throws -> Void

    /// The database systems supported.
    package enum Kind: Sendable {
        case sqlite
        case postgres
    }

    private init(sql: any SQLDatabase, kind: Kind, close: @escaping @Sendable () async throws -> Void) {
        self.sql = sql
        self.kind = kind
        self.closePool = close
    }

    /// Opens the database `configuration` names, creating an SQLite file (readable by its owner
    /// only) when there is none. A statement, or a wait for a connection, that takes longer than
    /// `timeout` fails with an error `DatabaseFailure.isUnavailable` recognises.
    package static func open(
        _ configuration: DatabaseConfiguration, timeout: Duration = .seconds(10), metrics: ServerMetrics = .disabled,
        logger: Logger
    ) async throws -> AppDatabase {
        switch configuration {
        case .sqlite(let path):
            DatabaseFiles.keepPrivate(path, logger: logger)
            let database = try await openSQLite(
                .file(path: path), connectionsPerLoop: 2, timeout: timeout, metrics: metrics, logger: logger)
            _ = try await database.sql.raw("PRAGMA journal_mode = WAL").all()
            return database
        case .sqliteInMemory:
            // Connections to one in-memory database share a cache whose table locks do not wait,
            // so an in-memory database gets a single connection.
            return try await openSQLite(
                .memory, connectionsPerLoop: 1, loops: 1, timeout: timeout, metrics: metrics, logger: logger)
        case .postgres(let url):
            let source = PostgresConnectionSource(sqlConfiguration: try SQLPostgresConfiguration(url: url))
            let pool = EventLoopGroupConnectionPool(
                source: source, maxConnectionsPerEventLoop: 4, requestTimeout: TimeAmount(timeout), logger: logger,
                on: MultiThreadedEventLoopGroup.singleton)
            let sql = pool.database(logger: logger).sql(queryLogLevel: nil)
            return try await AppDatabase(sql: Self.guarded(sql, timeout: timeout, metrics: metrics), kind: .postgres) {
                try await pool.shutdownAsync()
            }.checked()
        }
    }

    /// `sql` with a time limit on every statement and logs that leave out bound values.
    private static func guarded(_ sql: any SQLDatabase, timeout: Duration, metrics: ServerMetrics) -> any SQLDatabase {
        StatementLoggingDatabase(
            base: TimeLimitedDatabase(base: MeteredDatabase(base: sql, metrics: metrics), limit: timeout))
    }

    private static func openSQLite(
        _ storage: SQLiteConfiguration.Storage, connectionsPerLoop: Int, loops: Int? = nil, timeout: Duration,
        metrics: ServerMetrics, logger: Logger
    ) async throws -> AppDatabase {
        let group: any EventLoopGroup =
            loops == 1 ? MultiThreadedEventLoopGroup.singleton.next() : MultiThreadedEventLoopGroup.singleton
        // A thread for every connection: SQLite waits for a busy lock by sleeping on the calling
        // thread, so with a shared pool (as many threads as cores) the connections waiting for the
        // write lock could hold every thread while the one holding it waits for a thread to commit.
        let threads = NIOThreadPool(numberOfThreads: (loops ?? System.coreCount) * connectionsPerLoop)
        threads.start()
        let source = TunedSQLiteConnectionSource(
            base: SQLiteConnectionSource(
                configuration: .init(storage: storage, enableForeignKeys: true), threadPool: threads),
            busyTimeout: timeout)
        let pool = EventLoopGroupConnectionPool(
            source: source, maxConnectionsPerEventLoop: connectionsPerLoop, requestTimeout: TimeAmount(timeout),
            logger: logger, on: group)
        let sql = SerializedTransactionsDatabase(
            base: guarded(
                SQLitePoolDatabase(pool: pool, logger: logger).sql(queryLogLevel: nil), timeout: timeout * 2,
                metrics: metrics),
            gate: TransactionGate())
        return try await AppDatabase(sql: sql, kind: .sqlite) {
            try await pool.shutdownAsync()
            try await threads.shutdownGracefully()
        }.checked()
    }

    /// The database once a query has gone through: a wrong address or password shows at start-up,
    /// not at the first request. On failure the pool is closed.
    private func checked() async throws -> AppDatabase {
        do {
            _ = try await sql.raw("SELECT 1").all()
            return self
        } catch {
            try? await close()
            throw error
        }
    }

    /// Waits for the server to stop, then closes the pool.
    package func run() async throws {
        try? await gracefulShutdown()
        try await close()
    }

    /// Closes the pool; queries fail afterwards.
    package func close() async throws {
        try await closePool()
    }
}
