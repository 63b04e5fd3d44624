import PostgresNIO
import SQLiteNIO

/// What a database error means for the request that met it, whichever database said it.
enum DatabaseFailure {
    /// Whether `error` is a unique constraint refusing a row.
    static func isUniqueViolation(_ error: any Error) -> Bool {
        if let error = error as? SQLiteError {
            return [.constraint, .constraintUniqueFailed, .constraintPrimaryKeyFailed].contains(error.reason)
        }
        if let error = error as? PSQLError {
            return error.serverInfo?[.sqlState] == "23505"
        }
        return false
    }
}
