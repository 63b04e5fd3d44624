import ArgumentParser
import Foundation
import MyBizAPI
import MyBizKit

/// `mybiz biz po approve NUMBER`: approves an order waiting for you.
struct BizPurchaseOrderApproveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve", abstract: "Approve a purchase order waiting for you.")

    @OptionGroup var connection: ServerOptions

    @Argument(help: "The order's number (or id).")
    var number: String

    @Option(help: "A note for the purchaser.")
    var note: String?

    func run() async throws {
        let biz = connection.makeBiz()
        try await connection.reportingBizFailures(biz) {
            let order = try PurchaseOrderNumberArgument.order(number, in: try await biz.purchases())
            let approved = try await biz.approvePurchase(order.id, note: note)
            Console.print("Approved purchase order \(approved.poNumber).")
        }
    }
}
