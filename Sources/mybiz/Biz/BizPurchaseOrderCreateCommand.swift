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
            Example: mybiz biz po create --number PO-7 --item "Standing desk:2" --item monitor:4 --due 2026-12-01
            A product is named by its id from `mybiz biz products`, the start of it, its name, or a part \
            of its name (ignoring case) — whatever only one product matches. A number may be used \
            by one order only. A date alone means that day at 00:00 in this computer's time zone.
            """
    )

    @OptionGroup var connection: ServerOptions

    @Option(help: "The purchase order's number, e.g. PO-2026-0007; the server suggests the next one when left out.")
    var number: String?

    @Option(
        name: .customLong("item"),
        help: ArgumentHelp(
            "A product (its id or the start of it, its name or a part of it) and its quantity; repeat for more lines.",
            valueName: "product:quantity"))
    var items: [PurchaseLineArgument] = []

    @Option(help: ArgumentHelp("When it is due: 2026-12-01 or 2026-12-01T14:00:00Z.", valueName: "date"))
    var due: String?

    @Option(help: "A note for whoever handles the order.")
    var comment: String?

    @Flag(help: "Print the saved order as JSON.")
    var json = false

    /// Every rule the order breaks that needs no answer from the server, in the words of the options.
    func validate() throws {
        if let due, Self.date(due) == nil {
            throw ValidationError("--due must be a date such as 2026-12-01 or 2026-12-01T14:00:00Z; “\(due)” is not.")
        }
        // The products and their prices come from the server; the rest is judged here, as it will be there.
        let order = NewPurchaseOrder(
            poNumber: number ?? "PO-SUGGESTED", comment: comment, dueDate: due.flatMap(Self.date),
            purchases: items.map { PurchaseLine(productId: UUID(), quantity: $0.quantity) })
        if let problem = PurchaseOrderRules.problems(in: order, unitPrices: nil, maxExpense: .infinity, now: Date())
            .first
        {
            throw ValidationError(RefusalText.standalone(sentence(for: problem)))
        }
    }

    func run() async throws {
        let biz = connection.makeBiz()
        try await connection.reportingBizFailures(biz) {
            let products = try await biz.products()
            let poNumber: String
            if let number { poNumber = number } else { poNumber = try await biz.nextPurchaseOrderNumber() }
            let order = NewPurchaseOrder(
                poNumber: poNumber, comment: comment, dueDate: due.flatMap(Self.date),
                purchases: try items.map {
                    PurchaseLine(productId: try Self.resolve($0.product, in: products), quantity: $0.quantity)
                })
            // The server's maximum expense is its own setting; it alone judges the total.
            let validator = PurchaseOrderValidator(products: products, maxExpense: .infinity)
            if let problem = validator.problems(in: order).first {
                throw CommandFailure("The order was not sent: \(sentence(for: problem))")
            }
            let saved = try await biz.submit(order)
            if json { return try JSONOutput.print(saved, encoder: MyBizJSON.encoder()) }
            let catalogue = Dictionary(products.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            Console.print("Created purchase order \(saved.poNumber) (id \(saved.id.uuidString)), waiting for approval:")
            Console.print(BizPurchasesCommand.text(saved, catalogue: catalogue, currency: products.first?.currency))
        }
    }

    /// A rule `order` breaks, in the words of the options typed rather than the API's fields.
    private func sentence(for problem: PurchaseOrderProblem) -> String {
        switch problem {
        case .blankNumber: "--number must not be blank."
        case .noLines: "give at least one --item PRODUCT:QUANTITY."
        case .quantityNotPositive(let line): "the quantity of --item \(items[line].text) must be more than 0."
        case .unknownProduct(let line, _): "--item \(items[line].text) names no product. See `mybiz biz products`."
        case .overMaxExpense: RefusalText.continuing(problem.description)
        case .dueDateNotInFuture: "--due must be in the future; \(due ?? "") is not."
        case .numberTooLong(let length, let maximum):
            "--number has at most \(maximum) characters; this one has \(length)."
        case .commentTooLong(let length, let maximum):
            "--comment has at most \(maximum) characters; this one has \(length)."
        case .tooManyLines(let count, let maximum): "an order has at most \(maximum) --item lines; \(count) were given."
        }
    }

    /// The one product `text` names: its id, its name, the start of its id (4 characters or more, so a
    /// short name such as "A4" is not taken for one), the start of its name, or a part of its name
    /// (ignoring case), tried in that order.
    static func resolve(_ text: String, in products: [Product]) throws -> UUID {
        if let id = UUID(uuidString: text) { return id }
        let typed = text.lowercased()
        let rules: [(Product) -> Bool] = [
            { $0.name.lowercased() == typed },
            { typed.count >= 4 && $0.id.uuidString.lowercased().hasPrefix(typed) },
            { $0.name.lowercased().hasPrefix(typed) }, { $0.name.lowercased().contains(typed) },
        ]
        for rule in rules {
            let matches = products.filter(rule)
            if matches.count == 1 { return matches[0].id }
            if matches.count > 1 {
                throw CommandFailure(
                    "“\(text)” could be any of \(matches.count) products (\(matches.map(\.name).joined(separator: ", "))); give more of it."
                )
            }
        }
        throw CommandFailure("No product's id or name has “\(text)” in it. See `mybiz biz products`.")
    }

    /// A full ISO 8601 time, or a day (its start, here).
    static func date(_ text: String) -> Date? {
        if let date = MyBizJSON.parse(text) { return date }
        return DateText.formatter("yyyy-MM-dd", calendar: .current).date(from: text)
    }
}
