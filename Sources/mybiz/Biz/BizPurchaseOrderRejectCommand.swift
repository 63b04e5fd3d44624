import ArgumentParser
import Foundation
import MyBizAPI
import MyBizKit

/// `mybiz biz po reject NUMBER --reason …`: rejects an order waiting for you, saying why.
struct BizPurchaseOrderRejectCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reject", abstract: "Reject a purchase order waiting for you, saying why.")

    @OptionGroup var connection: ServerOptions

    @Argument(help: "The order's number (or id).")
    var number: String

    @Option(help: "Why: the purchaser reads it.")
    var reason: String

    func validate() throws {
        if let problem = PurchaseDecision(reason: reason).problems(rejecting: true).first {
            throw ValidationError(problem.field == "reason" ? "--reason: \(problem.sentence)" : problem.sentence)
        }
    }

    func run() async throws {
        let biz = connection.makeBiz()
        try await connection.reportingBizFailures(biz) {
            let order = try PurchaseOrderNumberArgument.order(number, in: try await biz.purchases())
            let rejected = try await biz.rejectPurchase(order.id, reason: reason)
            Console.print("Rejected purchase order \(rejected.poNumber); its purchaser sees why.")
        }
    }
}
