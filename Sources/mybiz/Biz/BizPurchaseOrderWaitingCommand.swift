import ArgumentParser
import Foundation
import MyBizAPI
import MyBizKit

/// `mybiz biz po waiting`: the orders waiting for your decision.
struct BizPurchaseOrderWaitingCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "waiting", abstract: "Show the purchase orders waiting for you to approve or reject them.")

    @OptionGroup var connection: ServerOptions

    @Flag(help: "Print the orders as JSON.")
    var json = false

    func run() async throws {
        let biz = connection.makeBiz()
        try await connection.reportingBizFailures(biz) {
            let orders = try await biz.purchasesWaiting()
            if json { return try JSONOutput.print(orders, encoder: MyBizJSON.encoder()) }
            guard !orders.isEmpty else { return Console.print("Nothing is waiting for you.") }
            let products = try await biz.products()
            let catalogue = Dictionary(products.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for (index, order) in orders.enumerated() {
                if index > 0 { Console.print("") }
                Console.print(BizPurchasesCommand.text(order, catalogue: catalogue, currency: products.first?.currency))
            }
            Console.print("")
            Console.print("Decide with `mybiz biz po approve NUMBER` or `mybiz biz po reject NUMBER --reason \"…\"`.")
        }
    }
}
