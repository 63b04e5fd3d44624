import ArgumentParser
import Foundation
import MyBizAPI
import MyBizKit

/// `mybiz biz po cancel NUMBER`: cancels your order while it waits.
struct BizPurchaseOrderCancelCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel", abstract: "Cancel your purchase order while it waits for approval.")

    @OptionGroup var connection: ServerOptions

    @Argument(help: "The order's number (or id).")
    var number: String

    func run() async throws {
        let biz = connection.makeBiz()
        try await connection.reportingBizFailures(biz) {
            let order = try PurchaseOrderNumberArgument.order(number, in: try await biz.purchases())
            let cancelled = try await biz.cancelPurchase(order.id)
            Console.print("Cancelled purchase order \(cancelled.poNumber).")
        }
    }
}
