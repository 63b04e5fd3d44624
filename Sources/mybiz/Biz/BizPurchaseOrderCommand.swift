import ArgumentParser

/// `mybiz biz po`: purchase orders.
struct BizPurchaseOrderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "po", abstract: "Work with purchase orders: create, approve or reject, cancel.",
        subcommands: [
            BizPurchaseOrderCreateCommand.self, BizPurchaseOrderWaitingCommand.self,
            BizPurchaseOrderApproveCommand.self,
            BizPurchaseOrderRejectCommand.self, BizPurchaseOrderCancelCommand.self,
        ])
}
