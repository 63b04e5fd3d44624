import ArgumentParser

/// `mybiz market`: the Open Market from the terminal — list, show, register, edit and delete
/// products, and fetch their images.
struct MarketCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "market",
        abstract: "Browse and manage the products of an Open Market server.",
        discussion: """
            Start a server with `mybiz serve`, then: `mybiz market list`. Every command takes \
            --server (or MYBIZ_SERVER); the default is http://127.0.0.1:8080.
            """,
        subcommands: [
            MarketListCommand.self, MarketShowCommand.self, MarketAddCommand.self, MarketEditCommand.self,
            MarketDeleteCommand.self, MarketImageCommand.self, VendorCommand.self,
        ]
    )
}
