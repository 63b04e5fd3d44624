import ArgumentParser
import OpenMarketKit

/// `mybiz market show ID`: every field of one product.
struct MarketShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show every field of a product, with its image URLs.")

    @OptionGroup var connection: ServerOptions

    @Argument(help: "The product's id.")
    var id: Int

    @Flag(help: "Print the server's JSON.")
    var json = false

    func run() async throws {
        let item = try await connection.reportingFailures(item: id) {
            try await connection.makeMarket().item(id: id)
        }
        if json { return try JSONOutput.print(item) }
        for line in ItemText.detail(item) { Console.print(line) }
    }
}
