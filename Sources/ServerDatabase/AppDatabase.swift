@preconcurrency import AsyncKit  // its pools are lock-protected but predate Sendable
import Foundation
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import PostgresKit
import SQLKit
import SQLiteKit
import ServerObservability
import ServiceLifecycle

/// The server's database, SQLite or PostgreSQL, behind `any SQLDatabase`, with its connection pool.
/// Made without touching the database (`prepare`), so a server can check its port and install its
/// signal handlers first; `start` then creates the SQLite file or reaches the server. As a service it
/// closes the pool after the server has stopped taking requests. One dropped without `close` starts
/// closing its pool itself.
package final class AppDatabase: Service, Sendable {
    /// What requests' queries go through: every statement within the request time limit.
    package let sql: any SQLDatabase
    /// What start-up's migrations and seeding go through: the same connections, with a statement
    /// limit of `startUpStatementLimit`, since a migration over a large table may take minutes.
    package let startUpSQL: any SQLDatabase
    /// How long one statement may take at start-up.
    package static let startUpStatementLimit: Duration = .seconds(600)
    /// Which kind of database it is.
    package let kind: Kind
    /// Where an in-memory database is kept while it is open, removed by `close`; `nil` for the others.
    package let temporaryFile: URL?
    private let configuration: DatabaseConfiguration
    private let logger: Logger
    private let closePool: @Sendable () async throws -> Void
    private let abandonPool: @Sendable () -> Void
    private let closed = NIOLockedValueBox(false)

    /// The database systems supported.
    package enum Kind: Sendable {
        case sqlite
        case postgres
    }

    private init(
        sql: any SQLDatabase, startUpSQL: any SQLDatabase, kind: Kind, configuration: DatabaseConfiguration,
        temporaryFile: URL? = nil, logger: Logger, close: @escaping @Sendable () async throws -> Void,
        abandon: @escaping @Sendable () -> Void
    ) {
        self.sql = sql
        self.startUpSQL = startUpSQL
        self.kind = kind
        self.temporaryFile = temporaryFile
        self.configuration = configuration
        self.logger = logger
        self.closePool = close
        self.abandonPool = abandon
    }

    /// The database `configuration` names, ready to `start`, with nothing read or written yet. A
    /// statement, or a wait for a connection, that takes longer than `timeout` fails with an error
    /// `DatabaseFailure.isUnavailable` recognises.
    ///
    /// - Throws: when a PostgreSQL URL cannot be read.
    package static func prepare(
        _ configuration: DatabaseConfiguration, timeout: Duration = .seconds(10), metrics: ServerMetrics = .disabled,
        logger: Logger
    ) throws -> AppDatabase {
        // The pools log every failed connection at error level, in their libraries' words; the
        // server says once, in its own, what is wrong (at start-up) or answers 503 (later). Their
        // lines stay for whoever asks for debug logs.
        var poolLogger = logger
        if logger.logLevel > .debug { poolLogger.logLevel = .critical }
        switch configuration {
        case .sqlite(let path):
            return sqlite(
                .file(path: path), configuration, connectionsPerLoop: 2, timeout: timeout, metrics: metrics,
                logger: logger, poolLogger: poolLogger)
        case .sqliteInMemory:
            // sqlite-kit keeps an "in-memory" database in a temporary file that it never removes (its
            // SQLite is built without the shared cache several connections would need). Naming the
            // file here lets `close` remove it.
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "mybiz-in-memory-\(UUID().uuidString).sqlite3")
            return sqlite(
                .file(path: file.path), configuration, connectionsPerLoop: 1, loops: 1, timeout: timeout,
                metrics: metrics, temporaryFile: file, logger: logger, poolLogger: poolLogger)
        case .postgres(let url):
            let source = PostgresConnectionSource(sqlConfiguration: try SQLPostgresConfiguration(url: url))
            let pool = EventLoopGroupConnectionPool(
                source: source, maxConnectionsPerEventLoop: 4, requestTimeout: TimeAmount(timeout),
                logger: poolLogger, on: MultiThreadedEventLoopGroup.singleton)
            let sql = pool.database(logger: poolLogger).sql(queryLogLevel: nil)
            return AppDatabase(
                sql: guarded(sql, timeout: timeout, metrics: metrics),
                startUpSQL: guarded(sql, timeout: startUpStatementLimit, metrics: metrics), kind: .postgres,
                configuration: configuration, logger: logger, close: { try await pool.shutdownAsync() },
                abandon: { pool.shutdownGracefully { _ in } })
        }
    }

    /// `prepare`, then `start`: the database opened, or closed again and the error thrown.
    package static func open(
        _ configuration: DatabaseConfiguration, timeout: Duration = .seconds(10), metrics: ServerMetrics = .disabled,
        logger: Logger
    ) async throws -> AppDatabase {
        let database = try prepare(configuration, timeout: timeout, metrics: metrics, logger: logger)
        do {
            try await database.start()
            return database
        } catch {
            try? await database.close()
            throw error
        }
    }

    /// Opens the database: creates an SQLite file (readable by its owner only) when there is none,
    /// in WAL mode, and runs a first query, so a wrong path, address or password shows at start-up,
    /// not at the first request.
    package func start() async throws {
        if case .sqlite(let path) = configuration { DatabaseFiles.keepPrivate(path, logger: logger) }
        if let temporaryFile { DatabaseFiles.keepPrivate(temporaryFile.path, logger: logger) }
        _ = try await sql.raw("SELECT 1").all()
        if kind == .sqlite { _ = try await sql.raw("PRAGMA journal_mode = WAL").all() }
    }

    /// `step` run again, every half second, while it fails because the database does not answer in
    /// time, until `deadline`; any other failure is thrown at once.
    package func retryingWhileUnavailable<T>(
        until deadline: ContinuousClock.Instant, _ step: () async throws -> T
    ) async throws -> T {
        var told = false
        while true {
            do {
                return try await step()
            } catch  where DatabaseFailure.isUnavailable(error) && ContinuousClock.now < deadline {
                if !told {
                    let seconds = Int((deadline - .now).components.seconds) + 1
                    logger.notice(
                        "The database (\(configuration)) is not answering yet; waiting up to \(seconds) s for it.")
                    told = true
                }
                try await Task.sleep(for: .milliseconds(500))
            }
        }
    }

    /// `sql` with a time limit on every statement and logs that leave out bound values.
    private static func guarded(_ sql: any SQLDatabase, timeout: Duration, metrics: ServerMetrics) -> any SQLDatabase {
        StatementLoggingDatabase(
            base: TimeLimitedDatabase(base: MeteredDatabase(base: sql, metrics: metrics), limit: timeout))
    }

    private static func sqlite(
        _ storage: SQLiteConfiguration.Storage, _ configuration: DatabaseConfiguration, connectionsPerLoop: Int,
        loops: Int? = nil, timeout: Duration, metrics: ServerMetrics, temporaryFile: URL? = nil, logger: Logger,
        poolLogger: Logger
    ) -> AppDatabase {
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
            logger: poolLogger, on: group)
        let raw = SQLitePoolDatabase(pool: pool, logger: poolLogger).sql(queryLogLevel: nil)
        let gate = TransactionGate()
        let sql = SerializedTransactionsDatabase(
            base: guarded(raw, timeout: timeout * 2, metrics: metrics), gate: gate, turnLimit: timeout * 2)
        let startUpSQL = SerializedTransactionsDatabase(
            base: guarded(raw, timeout: startUpStatementLimit, metrics: metrics), gate: gate,
            turnLimit: startUpStatementLimit)
        let removeTemporaryFile: @Sendable () -> Void = {
            guard let temporaryFile else { return }
            for file in DatabaseFiles.paths(of: temporaryFile.path) {
                try? FileManager.default.removeItem(atPath: file)
            }
        }
        return AppDatabase(
            sql: sql, startUpSQL: startUpSQL, kind: .sqlite, configuration: configuration,
            temporaryFile: temporaryFile, logger: logger,
            close: {
                defer { removeTemporaryFile() }
                try await pool.shutdownAsync()
                try await threads.shutdownGracefully()
            },
            abandon: {
                pool.shutdownGracefully { _ in threads.shutdownGracefully { _ in removeTemporaryFile() } }
            })
    }

    /// Waits for the server to stop, then closes the pool.
    package func run() async throws {
        try? await gracefulShutdown()
        try await close()
    }

    /// Closes the pool; queries fail afterwards.
    package func close() async throws {
        closed.withLockedValue { $0 = true }
        try await closePool()
    }

    // An owner that threw before `close`, or a server built and never run, drops its database open;
    // the pools' library stops the process when a pool is freed open. Closing starts here, and the
    // pool keeps itself alive until it has finished.
    deinit {
        if !closed.withLockedValue({ $0 }) { abandonPool() }
    }
}
