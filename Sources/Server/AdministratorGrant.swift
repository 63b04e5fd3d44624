import Foundation
import Logging
import MyBizAPI
import MyBizServer
public import ServerSupport

/// What `makeAdministrator(username:database:)` found and did.
public struct AdministratorGrant: Sendable, Equatable {
    /// The account's username, as stored.
    public let username: String
    /// The account's name, as shown.
    public let name: String
    /// Whether it was an administrator before.
    public let wasAdministrator: Bool
    /// Whether it was disabled before.
    public let wasDisabled: Bool

    /// Whether anything changed.
    public var changedAnything: Bool { !wasAdministrator || wasDisabled }
}

/// Why `makeAdministrator(username:database:)` changed nothing, as a sentence.
public enum AdministratorGrantFailure: Error, CustomStringConvertible {
    /// The SQLite file named is not there (none is made).
    case noDatabaseFile(path: String)
    /// An in-memory database holds no accounts to change.
    case inMemory
    /// The database could not be opened or brought up to date.
    case unavailable(DatabaseUnavailable)
    /// No account has that username.
    case noAccount(username: String, database: DatabaseConfiguration)

    /// The sentence.
    public var description: String {
        switch self {
        case .noDatabaseFile(let path):
            "There is no database at \(path); name the server's with --database or DATABASE_URL."
        case .inMemory:
            "A database in memory is gone with its server; name the server's file or URL with --database."
        case .unavailable(let failure):
            failure.description
        case .noAccount(let username, let database):
            "There is no account \(username) in \(database)."
        }
    }
}

/// Makes the account `username` names an enabled administrator in the server's `database`, with no
/// login: the operator's way back when no one can administer the company (`mybiz make-admin`). The
/// database is brought up to date first, as a server starting on it would; servers running on it
/// see the new role within their recheck interval.
public func makeAdministrator(username: String, database configuration: DatabaseConfiguration)
    async throws(AdministratorGrantFailure) -> AdministratorGrant
{
    switch configuration {
    case .sqliteInMemory: throw .inMemory
    case .sqlite(let path) where !FileManager.default.fileExists(atPath: path): throw .noDatabaseFile(path: path)
    default: break
    }
    var logger = Logger(label: "mybiz.make-admin")
    logger.logLevel = .critical
    let outcome: AdministratorRecovery.Outcome?
    do {
        let database = try await AppDatabase.open(configuration, logger: logger)
        do {
            _ = try await Migrator(database: database, migrations: ServerMigrations.all).migrate()
            outcome = try await AdministratorRecovery.makeAdministrator(username: username, in: database.sql)
            try await database.close()
        } catch {
            try? await database.close()
            throw error
        }
    } catch {
        throw .unavailable(DatabaseUnavailable(configuration, failure: error))
    }
    guard let outcome else { throw .noAccount(username: username, database: configuration) }
    return AdministratorGrant(
        username: outcome.before.username, name: outcome.before.name,
        wasAdministrator: outcome.before.role == .admin, wasDisabled: outcome.before.disabled)
}
