import Foundation
import MyBizAPI
import WebPages

/// The Purchase orders screen: every order, newest first.
struct PurchasesView {
    struct Line {
        let product: String
        let quantity: String
        let unitPrice: String
        let amount: String
    }

    struct Order {
        let poNumber: String
        let ordered: String
        let due: String?
        let purchaser: String
        let comment: String?
        let lines: [Line]
        let total: String
    }

    let frame: AppFrame
    let orders: [Order]
    let isEmpty: Bool
    let notice: String?

    init(
        frame: AppFrame, orders: [PurchaseOrder], products: [Product], purchasers: [UUID: String],
        currency: CatalogueCurrency, notice: String?
    ) {
        let byID = Dictionary(products.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.frame = frame
        self.orders = orders.map { order in
            let lines = order.purchases.map { line in
                let product = byID[line.productId]
                return (
                    Line(
                        product: product?.name ?? "Unknown product", quantity: Self.quantity(line.quantity),
                        unitPrice: product.map { currency.text($0.unitPrice) } ?? "—",
                        amount: product.map { currency.text($0.unitPrice * line.quantity) } ?? "—"),
                    (product?.unitPrice ?? 0) * line.quantity
                )
            }
            return Order(
                poNumber: order.poNumber, ordered: PageText.date(order.purchaseDate),
                due: order.dueDate.map(PageText.date), purchaser: purchasers[order.purchaser] ?? "A former employee",
                comment: order.comment, lines: lines.map(\.0), total: currency.text(lines.map(\.1).reduce(0, +)))
        }
        isEmpty = orders.isEmpty
        self.notice = notice
    }

    static func quantity(_ value: Double) -> String {
        PageText.grouped(value)
    }
}

/// The new-order form, filled with what was sent and the problems found: the form itself, and its
/// rows as lines with the products to choose from.
struct PurchaseFormView {
    struct Option {
        let id: String
        let label: String
        let selected: Bool
        /// The unit price, for the running total.
        let price: String
    }

    struct Line {
        let number: Int
        let options: [Option]
        let quantity: String
        let productError: String?
        let quantityError: String?
    }

    let frame: AppFrame
    let form: PurchaseOrderForm
    let lines: [Line]
    /// Whether to say above the form that it needs changes (stored: Mustache reads by Mirror).
    let hasProblems: Bool
    let firstDueDate: String
    let maxExpense: String
    /// The most an order may cost, as a number for the running total.
    let maxExpenseValue: String
    /// The ISO 4217 code the running total is written in.
    let currency: String
    let numberMax = PurchaseOrderRules.maxNumberLength
    let commentMax = PurchaseOrderRules.maxCommentLength

    init(
        frame: AppFrame, form: PurchaseOrderForm, products: [Product], maxExpense: Double, currency: CatalogueCurrency,
        now: Date
    ) {
        self.frame = frame
        self.form = form
        lines = form.rows.enumerated().map { index, row in
            Line(
                number: index + 1,
                options: products.map { product in
                    Option(
                        id: product.id.uuidString, label: "\(product.name) — \(currency.text(product.unitPrice))",
                        selected: product.id.uuidString == row.productID.uppercased(), price: String(product.unitPrice))
                }, quantity: row.quantity, productError: row.productError, quantityError: row.quantityError)
        }
        hasProblems = form.hasProblems
        firstDueDate = PageText.isoDay(PageText.calendar.date(byAdding: .day, value: 1, to: now) ?? now)
        self.maxExpense = currency.text(maxExpense)
        maxExpenseValue = String(maxExpense)
        self.currency = currency.code
    }
}
