import Analytics
import ArgumentParser
import Foundation
import MyBizAPI
import MyBizKit

/// `mybiz biz purchases`: the Purchases screen — every order with its lines and total.
struct BizPurchasesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "purchases", abstract: "Show purchase orders, newest first, with their lines and totals.")

    @OptionGroup var connection: ServerOptions

    @Flag(help: "Print the orders as JSON instead of text.")
    var json = false

    func run() async throws {
        let biz = connection.makeBiz()
        try await connection.reportingBizFailures(biz) {
            let (orders, products) = try await BizScreen(.purchasesShown, biz: biz, connection: connection).show {
                (try await biz.purchases(), try await biz.products())
            }
            if json { return try JSONOutput.print(orders, encoder: MyBizJSON.encoder()) }
            guard !orders.isEmpty else {
                return Console.print("There are no purchase orders yet. Create one with `mybiz biz po create`.")
            }
            let catalogue = Dictionary(products.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for (index, order) in orders.enumerated() {
                if index > 0 { Console.print("") }
                Console.print(Self.text(order, catalogue: catalogue, currency: products.first?.currency))
            }
        }
    }

    /// An order as a few lines: number, dates and total, then each line; amounts in the catalogue's
    /// `currency` (its ISO 4217 code; plain numbers from a server that names none).
    static func text(_ order: PurchaseOrder, catalogue: [UUID: Product], currency: String?) -> String {
        let total = order.purchases.reduce(0.0) { $0 + $1.quantity * (catalogue[$1.productId]?.unitPrice ?? 0) }
        var lines = [
            "\(order.poNumber)  ordered \(BizText.isoDay(order.purchaseDate))"
                + (order.dueDate.map { "  due \(BizText.isoDay($0))" } ?? "")
                + "  total \(CatalogueCurrency.text(total, code: currency))"
        ]
        if let status = order.status { lines.append("  \(status.label)") }
        if order.status == .rejected, let reason = order.history.last(where: { $0.step == .reject })?.reason {
            lines.append("  Why: \(reason)")
        }
        if let comment = order.comment { lines.append("  “\(comment)”") }
        for line in order.purchases {
            let product = catalogue[line.productId]
            let name = product?.name ?? "unknown product \(line.productId.uuidString)"
            let price = product.map { " × \($0.priceText)" } ?? ""
            lines.append("  \(BizText.quantity(line.quantity)) \(name)\(price)")
        }
        return lines.joined(separator: "\n")
    }
}
