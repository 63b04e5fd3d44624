import MyBizAPI
import SQLKit

/// The operator's way back when no one can administer the company (every administrator demoted,
/// disabled or forgotten): an account made an enabled administrator straight in the database, with
/// no login — `mybiz make-admin`. Servers sharing the database see the new role within their
/// recheck interval.
package enum AdministratorRecovery {
    /// Makes the account `username` names — its exact spelling, else the same as `UsernameRules.key` folds
    /// it, disabled accounts included — an enabled administrator, and answers it as it was before;
    /// `nil` when there is none.
    package static func makeAdministrator(username: String, in database: any SQLDatabase) async throws
        -> AccountSummary?
    {
        try await SQLAccountRepository(database: database).makeAdministrator(username: username)
    }
}
