import ArgumentParser
import DemoContent
import Foundation
import OpenMarketServer
import Server
import ServerDatabase
import ServerSecurity

/// The `--database` option of the vendor commands: the server's, read as `mybiz serve` reads it.
struct VendorDatabaseOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            ServerSettings.database.help("The server's data: an SQLite file, or a postgres:// URL."),
            valueName: ServerSettings.database.valueName))
    var database: String?

    /// Runs `body` with the vendors of the database; a failure is one sentence and exit code 1.
    func withVendors<T>(_ body: (VendorAdministration) async throws -> T) async throws -> T {
        guard #available(macOS 15, *) else {
            throw ValidationError("mybiz market vendor needs macOS 15 or later.")
        }
        var given = CommandLineSettings()
        given.set(ServerSettings.database, text: database)
        let configuration: DatabaseConfiguration
        do {
            configuration = try ServerSettings.database.value(
                commandLine: given, environment: ProcessInfo.processInfo.environment)
        } catch {
            throw ValidationError(error.description)
        }
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
