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

    /// A step of an order's history, as a sentence.
    struct Step {
        let text: String
        let when: String
        let reason: String?
    }

    struct Order {
        let id: String
        let poNumber: String
        let ordered: String
        let due: String?
        let purchaser: String
        let comment: String?
        let lines: [Line]
        let total: String
        /// "Waiting for approval", "Approved" …; `nil` for an order placed before approvals.
        let status: String?
        /// The badge's colour class.
        let statusClass: String
        /// Who decides it while it waits: "Waiting for Bruno Okafor".
        let waitingFor: String?
        /// Why it was rejected, when it is.
        let rejection: String?
        let history: [Step]
        let hasHistory: Bool
        /// What the person viewing may do with it.
        let mayDecide: Bool
        let mayCancel: Bool
        let mayResubmit: Bool
    }

    let frame: AppFrame
    let orders: [Order]
    /// The orders waiting for the viewer's decision, oldest first.
    let waiting: [Order]
    let hasWaiting: Bool
    let isEmpty: Bool
    let notice: String?
    /// Why a decision was refused, above the list.
    var error: String?
    let maxReason = PurchaseDecision.maxReason

    init(
        frame: AppFrame, viewer: Account, orders: [PurchaseOrder], products: [Product], names: [UUID: String],
        currency: CatalogueCurrency, notice: String?
    ) {
        let byID = Dictionary(products.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.frame = frame
        let shown: [Order] = orders.map { order in
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
            let name = { (id: UUID) in names[id] ?? "A former employee" }
            let waitingFor =
                order.status == .submitted
                ? "Waiting for \(order.approver.map(name) ?? "an administrator")" : nil
            return Order(
                id: order.id.uuidString, poNumber: order.poNumber, ordered: PageText.date(order.purchaseDate),
                due: order.dueDate.map(PageText.date), purchaser: name(order.purchaser),
                comment: order.comment, lines: lines.map(\.0), total: currency.text(lines.map(\.1).reduce(0, +)),
                status: order.status?.label, statusClass: Self.badgeClass(order.status), waitingFor: waitingFor,
                rejection: order.status == .rejected
                    ? order.history.last(where: { $0.step == .reject })?.reason : nil,
                history: order.history.map { step in
                    Step(
                        text: "\(step.step.pastTense) by \(name(step.by))", when: PageText.date(step.at),
                        reason: step.reason)
                }, hasHistory: !order.history.isEmpty,
                mayDecide: PurchaseOrdering.waits(order, for: viewer),
                mayCancel: order.status == .submitted && order.purchaser == viewer.id,
                mayResubmit: order.status == .rejected && order.purchaser == viewer.id)
        }
        self.orders = shown
        waiting = shown.filter(\.mayDecide).reversed()
        hasWaiting = !waiting.isEmpty
        isEmpty = orders.isEmpty
        self.notice = notice
    }

    private static func badgeClass(_ status: PurchaseOrderStatus?) -> String {
        switch status {
        case .approved: "ok"
        case .rejected: "danger"
        case .submitted: "warn"
        case .cancelled, nil: ""
        }
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
