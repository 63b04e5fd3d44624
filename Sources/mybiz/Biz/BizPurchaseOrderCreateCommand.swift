import ArgumentParser
import Foundation
import MyBizAPI
import MyBizKit

/// `mybiz biz po create`: a new purchase order, checked here with the server's rules before it is sent.
struct BizPurchaseOrderCreateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Create a purchase order.",
        discussion: """
            Example: mybiz biz po create --number PO-7 --item 8F79B937:2 --item 98D5F97C:4 --due 2026-12-01
            Product ids come from `mybiz biz products`; the start of an id is enough when only one \
            product's id starts that way. A date alone means that day at 00:00 in this computer's time zone.
            """
    )

    @OptionGroup var connection: ServerOptions

    @Option(help: "The purchase order's number, e.g. PO-2026-0007.")
    var number: String

    @Option(
        name: .customLong("item"),
        help: ArgumentHelp("A product and its quantity; repeat for more lines.", valueName: "product-id:quantity"))
    var items: [PurchaseLineArgument] = []

    @Option(help: ArgumentHelp("When it is due: 2026-12-01 or 2026-12-01T14:00:00Z.", valueName: "date"))
    var due: String?

    @Option(help: "A note for whoever handles the order.")
    var comment: String?

    @Flag(help: "Print the saved order as JSON.")
    var json = false

    func validate() throws {
        if items.isEmpty { throw ValidationError("Give at least one --item PRODUCT_ID:QUANTITY.") }
        if let due, Self.date(due) == nil {
            throw ValidationError("--due must be a date such as 2026-12-01 or 2026-12-01T14:00:00Z; “\(due)” is not.")
        }
    }

    func run() async throws {
        let biz = connection.makeBiz()
        try await connection.reportingBizFailures(biz) {
            let products = try await biz.products()
            let order = NewPurchaseOrder(
                poNumber: number, comment: comment, dueDate: due.flatMap(Self.date),
                purchases: try items.map {
                    PurchaseLine(productId: try Self.resolve($0.product, in: products), quantity: $0.quantity)
                })
            // The server's maximum expense is its own setting; it alone judges the total.
            let validator = PurchaseOrderValidator(products: products, maxExpense: .infinity)
            if let problem = validator.problems(in: order).first {
                throw CommandFailure("The order was not sent: \(problem)")
            }
            let saved = try await biz.submit(order)
            if json { return try JSONOutput.print(saved, encoder: MyBizJSON.encoder()) }
            let catalogue = Dictionary(products.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            Console.print("Created purchase order \(saved.poNumber) (id \(saved.id.uuidString)):")
            Console.print(BizPurchasesCommand.text(saved, catalogue: catalogue))
        }
    }

    /// The product whose id is `text` or starts with it (ignoring case).
    static func resolve(_ text: String, in products: [Product]) throws -> UUID {
        if let id = UUID(uuidString: text) { return id }
        let matches = products.filter { $0.id.uuidString.lowercased().hasPrefix(text.lowercased()) }
        switch matches.count {
        case 1: return matches[0].id
        case 0: throw CommandFailure("No product's id starts with “\(text)”. See `mybiz biz products`.")
        default:
            throw CommandFailure(
                "“\(text)” is the start of \(matches.count) products' ids (\(matches.map(\.name).joined(separator: ", "))); give more of it."
            )
        }
    }

    /// A full ISO 8601 time, or a day (its start, here).
    static func date(_ text: String) -> Date? {
        if let date = MyBizJSON.parse(text) { return date }
        return DateText.formatter("yyyy-MM-dd", calendar: .current).date(from: text)
    }
}
