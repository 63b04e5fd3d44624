import PostgresNIO

/// The database could not be opened or prepared at start-up; `reason` says why in words.
public struct DatabaseUnavailable: Error, CustomStringConvertible {
    /// Which database it was, without its password.
    public let database: DatabaseConfiguration
    /// Why it could not be used.
    public let reason: String

    /// A sentence for the person starting the server.
    public var description: String { "Could not open the database (\(database)): \(reason)" }

    package init(_ database: DatabaseConfiguration, failure: any Error) {
        self.database = database
        self.reason = Self.explain(failure)
    }

    /// PostgresNIO hides details from its errors' descriptions so they cannot leak into logs by
    /// accident; what is safe to show — the server's own message, or why there was no connection —
    /// is picked out here.
    private static func explain(_ failure: any Error) -> String {
        guard let error = failure as? PSQLError else { return "\(failure)" }
        if let message = error.serverInfo?[.message] {
            return "PostgreSQL says: \(message)."
        }
        if error.code == .connectionError, let underlying = error.underlying {
            return "no connection to the PostgreSQL server (\(underlying))."
        }
        return "PostgreSQL failed (\(error.code))."
    }
}
