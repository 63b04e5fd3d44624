import ArgumentParser
import Foundation
import Server
import ServerDatabase

/// `mybiz make-admin USERNAME`: makes an account an enabled administrator straight in the server's
/// database — the way back when no administrator is left.
struct MakeAdminCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "make-admin",
        abstract: "Make an account an enabled administrator, in the server's database.",
        discussion: """
            The way back when no one can administer the company: every administrator demoted, \
            disabled or forgotten. Needs no login, only the database the server uses (the same \
            --database or DATABASE_URL as `mybiz serve`); a running server sees the change within a \
            second.
            """
    )

    @Argument(help: "The account's username, in any case.")
    var username: String

    @Option(
        help: ArgumentHelp(
            ServerSettings.database.help("The server's data: an SQLite file, or a postgres:// URL."),
            valueName: ServerSettings.database.valueName))
    var database: String?

    func run() async throws {
        guard #available(macOS 15, *) else {
            throw ValidationError("mybiz make-admin needs macOS 15 or later.")
        }
        var given = CommandLineSettings()
        given.set(ServerSettings.database, text: database)
        let storage: DatabaseConfiguration
        do {
            storage = try ServerSettings.database.value(
                commandLine: given, environment: ProcessInfo.processInfo.environment)
        } catch {
            throw ValidationError(error.description)
        }
        do {
            let grant = try await makeAdministrator(username: username, database: storage)
            let who = "\(grant.name) (\(grant.username))"
            switch (grant.wasAdministrator, grant.wasDisabled) {
            case (true, false): Console.print("\(who) is an administrator already; nothing changed.")
            case (true, true): Console.print("\(who) is enabled again and is an administrator.")
            case (false, true): Console.print("\(who) is enabled again and is now an administrator.")
            case (false, false): Console.print("\(who) is now an administrator.")
            }
        } catch {
            Console.error(error.description)
            throw ExitCode.failure
        }
    }
}
