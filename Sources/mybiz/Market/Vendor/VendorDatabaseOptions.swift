import ArgumentParser
import DemoContent
import Foundation
import OpenMarketServer
import ServerDatabase
import ServerSecurity

/// The `--database` option of the vendor commands: the server's, read as `mybiz serve` reads it.
struct VendorDatabaseOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The server's data: an SQLite file, or a postgres:// URL. DATABASE_URL. (default: mybiz.sqlite)",
            valueName: "path-or-url"))
    var database: String?

    /// Runs `body` with the vendors of the database; a failure is one sentence and exit code 1.
    func withVendors<T>(_ body: (VendorAdministration) async throws -> T) async throws -> T {
        let argument = database ?? ProcessInfo.processInfo.environment["DATABASE_URL"].flatMap { $0.isEmpty ? nil : $0 }
        let configuration = argument.map(DatabaseConfiguration.init(argument:)) ?? .defaultSQLite
        do {
            let vendors = try await VendorAdministration.open(
                configuration, passwords: BcryptPasswordHasher(cost: 10), knownSecrets: DemoData.vendorSecrets)
            do {
                let result = try await body(vendors)
                await vendors.close()
                return result
            } catch {
                await vendors.close()
                throw error
            }
        } catch let error as VendorAdministrationError {
            Console.error(error.description)
            throw ExitCode.failure
        } catch let error as DatabaseUnavailable {
            Console.error(error.description)
            throw ExitCode.failure
        }
    }
}
