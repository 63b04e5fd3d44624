import ArgumentParser

/// `mybiz biz po`: purchase orders.
struct BizPurchaseOrderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "po", abstract: "Work with purchase orders.", subcommands: [BizPurchaseOrderCreateCommand.self])
}
