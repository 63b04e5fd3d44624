import ArgumentParser

/// `mybiz market`: the Open Market from the terminal — list, show, register, edit and delete
/// products, fetch their images; and, logged in, saved products, conversations, reserved and sold.
struct MarketCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "market",
        abstract: "Browse and manage the products of an Open Market server.",
        discussion: """
            Start a server with `mybiz serve`, then: `mybiz market list`. Every command takes \
            --server (or MYBIZ_SERVER); the default is http://127.0.0.1:8080. Saved products, \
            messages and reserving or selling your own products need `mybiz biz login` first.
            """,
        subcommands: [
            MarketListCommand.self, MarketShowCommand.self, MarketAddCommand.self, MarketEditCommand.self,
            MarketDeleteCommand.self, MarketImageCommand.self, MarketSavedCommand.self, MarketSaveCommand.self,
            MarketUnsaveCommand.self, MarketMessagesCommand.self, MarketChatCommand.self, MarketSendCommand.self,
            MarketReserveCommand.self, MarketSoldCommand.self, MarketAvailableCommand.self, VendorCommand.self,
        ]
    )
}
