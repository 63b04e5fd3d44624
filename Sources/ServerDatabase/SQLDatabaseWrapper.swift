import Logging
import NIOCore
import SQLKit

/// A database that adds one thing to another and passes the rest through: what it reports about
/// itself is its base's.
protocol SQLDatabaseWrapper: SQLDatabase {
    /// The database underneath.
    var base: any SQLDatabase { get }
}

extension SQLDatabaseWrapper {
    var logger: Logger { base.logger }
    var eventLoop: any EventLoop { base.eventLoop }
    var version: (any SQLDatabaseReportedVersion)? { base.version }
    var dialect: any SQLDialect { base.dialect }
    var queryLogLevel: Logger.Level? { base.queryLogLevel }
}
