import Foundation
import Logging
import MyBizAPI
import MyBizServer
public import ServerDatabase

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
}

/// Why `makeAdministrator(username:database:)` changed nothing, as a sentence.
public enum AdministratorGrantFailure: Error, CustomStringConvertible {
    /// The SQLite file named is not there (none is made).
    case noDatabaseFile(path: String)
    /// An in-memory database holds no accounts to change.
    case inMemory
    /// The database holds no MyBiz server's data.
    case notAServerDatabase(DatabaseConfiguration)
    /// The database was last brought up to date by another version of MyBiz than this one.
    case notUpToDate(DatabaseConfiguration)
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
        case .notAServerDatabase(let database):
            "\(database) holds no MyBiz server's data; name the server's with --database or DATABASE_URL."
        case .notUpToDate(let database):
            "\(database) is not up to date for this version of mybiz; start this version's `mybiz serve` on it once, then try again."
        case .unavailable(let failure):
            failure.description
        case .noAccount(let username, let database):
            "There is no account \(username) in \(database)."
        }
    }
}

/// Makes the account `username` names an enabled administrator in the server's `database`, with no
/// login: the operator's way back when no one can administer the company (`mybiz make-admin`). The
/// database must be one this version of `mybiz serve` has brought up to date — nothing else in it is
/// changed, its schema neither; servers running on it see the new role within their recheck interval.
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
    let database: AppDatabase
    do {
        database = try await AppDatabase.open(configuration, logger: logger)
    } catch {
        throw .unavailable(DatabaseUnavailable(configuration, failure: error))
    }
    let outcome = await grant(username: username, in: database, configuration)
    // Made or not, the answer stands: a pool that fails to close changes nothing in the database.
    try? await database.close()
    return try outcome.get()
}

/// `makeAdministrator(username:database:)` on the opened `database`.
private func grant(username: String, in database: AppDatabase, _ configuration: DatabaseConfiguration) async
    -> Result<AdministratorGrant, AdministratorGrantFailure>
{
    let pending: [Int]
    do {
        pending = try await Migrator(database: database, migrations: ServerMigrations.all).pending()
    } catch {
        return .failure(.notAServerDatabase(configuration))
    }
    guard pending.isEmpty else { return .failure(.notUpToDate(configuration)) }
    let before: AccountSummary?
    do {
        before = try await AdministratorRecovery.makeAdministrator(username: username, in: database.sql)
    } catch {
        return .failure(.unavailable(DatabaseUnavailable(configuration, failure: error)))
    }
    guard let before else { return .failure(.noAccount(username: username, database: configuration)) }
    return .success(
        AdministratorGrant(
            username: before.username, name: before.name, wasAdministrator: before.role == .admin,
            wasDisabled: before.disabled))
}
