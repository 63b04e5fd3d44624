@preconcurrency import AsyncKit
import PostgresNIO
import SQLiteNIO

/// What a database error means for the request that met it, whichever database said it.
package enum DatabaseFailure {
    /// Whether `error` is a unique constraint refusing a row.
    package static func isUniqueViolation(_ error: any Error) -> Bool {
        if let error = error as? SQLiteError {
            return [.constraint, .constraintUniqueFailed, .constraintPrimaryKeyFailed].contains(error.reason)
        }
        if let error = error as? PSQLError {
            return error.serverInfo?[.sqlState] == "23505"
        }
        return false
    }

    /// Whether `error` says the database cannot be reached or used right now — stopped, frozen,
    /// restarting, or locked longer than a write may wait — rather than that the request was wrong:
    /// answered 503 with `Retry-After`, since trying again later may work.
    package static func isUnavailable(_ error: any Error) -> Bool {
        switch error {
        case is DatabaseTimeout:
            return true
        case let error as ConnectionPoolTimeoutError:
            return error == .connectionRequestTimeout
        case let error as ConnectionPoolError:
            return error == .shutdown
        case let error as PSQLError:
            return [.connectionError, .serverClosedConnection, .uncleanShutdown, .clientClosedConnection]
                .contains(error.code)
                || error.serverInfo?[.sqlState].map { $0.hasPrefix("08") || $0.hasPrefix("57P") } == true
        case let error as SQLiteError:
            let busy: [SQLiteError.Reason] = [
                .busy, .locked, .busyTimeout, .busyInRecovery, .busyInSnapshot, .lockedBySharedCache,
            ]
            return busy.contains(error.reason)
        default:
            return false
        }
    }
}
