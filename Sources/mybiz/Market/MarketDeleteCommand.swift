import ArgumentParser
import OpenMarketAPI
import OpenMarketKit

/// `mybiz market delete ID`: deletes a product after the password check and the person's "yes".
struct MarketDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a product. This cannot be undone.",
        discussion: """
            The password is asked for without showing it, unless --password or --password-file gives it \
            (or standard input is not a terminal: then its first line is the password). Then asks for \
            confirmation unless --yes is given; any answer but yes, or no answer (end of input), deletes \
            nothing and exits with status 1.
            """
    )

    @OptionGroup var connection: ServerOptions

    @Argument(help: "The product's id.")
    var id: Int

    @OptionGroup(title: "The product's password")
    var password: PasswordOptions

    @Flag(help: "Delete without asking.")
    var yes = false

    func run() async throws {
        let market = connection.makeMarket()
        try await connection.reportingFailures(item: id) {
            let password = try password.resolve(prompt: "Password for item \(id): ")
            let item = try await market.verifyPassword(id: id, password)
            if !yes {
                let question = "Delete item \(item.id) “\(item.title)”? This cannot be undone. [y/N] "
                guard Confirmation.ask(question) else { throw CommandFailure("Nothing was deleted.") }
            }
            let deleted = try await market.delete(id: id, password: password)
            Console.print("Deleted item \(deleted.id) “\(deleted.title)”.")
        }
    }
}
