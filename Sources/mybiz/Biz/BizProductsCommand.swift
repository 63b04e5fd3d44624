import ArgumentParser
import Foundation
import MyBizAPI
import MyBizKit

/// `mybiz biz products`: what purchase orders may name, with the ids `po create` takes.
struct BizProductsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "products",
        abstract: "List the products purchase orders may name.",
        discussion: "`mybiz biz po create --item` takes a product's id, or enough of its start to be unambiguous."
    )

    @OptionGroup var connection: ServerOptions

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func run() async throws {
        let biz = connection.makeBiz()
        try await connection.reportingBizFailures(biz) {
            let products = try await biz.products()
            if json { return try JSONOutput.print(products, encoder: MyBizJSON.encoder()) }
            guard !products.isEmpty else { return Console.print("There are no products.") }
            Console.print(
                TerminalText.fit("ID", to: 36) + "  " + TerminalText.fit("PRICE", to: 14, alignRight: true) + "  NAME")
            for product in products {
                Console.print(
                    product.id.uuidString + "  "
                        + TerminalText.fit(product.priceText, to: 14, alignRight: true) + "  "
                        + product.name)
            }
        }
    }
}
