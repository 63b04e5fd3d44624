import Foundation
import MyBizAPI
import WebPages

/// The company app's new-order form: what a person filled in, read into the contract's
/// `NewPurchaseOrder`, and the contract's rules it breaks, each said next to its field in a
/// person's words.
struct PurchaseOrderForm {
    /// One row of the form: a product and a quantity, as typed.
    struct Row {
        var productID: String
        var quantity: String
        var productError: String?
        var quantityError: String?

        var isBlank: Bool { productID.isEmpty && quantity.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// Rows a new form shows.
    static let initialRows = 3
    /// The most rows the page shows: a longer order goes through the API.
    static let maxRows = 50

    var poNumber: String
    var comment: String
    var dueDate: String
    var rows: [Row]
    /// The rejected order this form submits again, if any.
    var resubmitting: UUID?
    var poNumberError: String?
    var dueDateError: String?
    var commentError: String?
    var linesError: String?

    /// An empty form.
    static var empty: PurchaseOrderForm {
        PurchaseOrderForm(
            poNumber: "", comment: "", dueDate: "",
            rows: Array(repeating: Row(productID: "", quantity: ""), count: initialRows))
    }

    /// The form as sent; rows past `maxRows` are dropped and said so.
    init(_ fields: FormFields) {
        let products = fields.all("product")
        let quantities = fields.all("quantity")
        let count = max(products.count, quantities.count)
        self.init(
            poNumber: fields["poNumber"] ?? "", comment: fields["comment"] ?? "", dueDate: fields["dueDate"] ?? "",
            rows: (0..<min(count, Self.maxRows)).map { index in
                Row(
                    productID: index < products.count ? products[index] : "",
                    quantity: index < quantities.count ? quantities[index] : "")
            })
        if count > Self.maxRows { linesError = Self.tooManyRows }
        resubmitting = fields["resubmit"].flatMap(UUID.init(uuidString:))
    }

    /// Rejected `order` as the form shows it, to change and submit again.
    init(resubmitting order: PurchaseOrder) {
        self.init(
            poNumber: order.poNumber, comment: order.comment ?? "",
            dueDate: order.dueDate.map(PageText.isoDay) ?? "",
            rows: order.purchases.map { Row(productID: $0.productId.uuidString, quantity: Self.typed($0.quantity)) })
        resubmitting = order.id
    }

    /// A quantity as one types it: 4, 2.5 — never grouped, which the form would not read back.
    private static func typed(_ quantity: Double) -> String {
        quantity == quantity.rounded() && quantity.magnitude < 1e15 ? String(Int64(quantity)) : String(quantity)
    }

    /// Adds an empty row, unless the form has `maxRows` already.
    mutating func addRow() {
        guard rows.count < Self.maxRows else {
            linesError = Self.tooManyRows
            return
        }
        rows.append(Row(productID: "", quantity: ""))
    }

    private static let tooManyRows = "This page takes at most \(maxRows) lines; send longer orders through the API."

    private init(poNumber: String, comment: String, dueDate: String, rows: [Row]) {
        self.poNumber = poNumber
        self.comment = comment
        self.dueDate = dueDate
        self.rows = rows
    }

    /// Whether any field has a problem to show.
    var hasProblems: Bool {
        poNumberError != nil || dueDateError != nil || commentError != nil || linesError != nil
            || rows.contains { $0.productError != nil || $0.quantityError != nil }
    }

    /// The order the form describes, after marking what cannot be read; the contract's rules are
    /// checked by `mark(_:)`. The second value maps each order line back to its form row.
    mutating func order() -> (NewPurchaseOrder, rowOfLine: [Int]) {
        var lines: [PurchaseLine] = []
        var rowOfLine: [Int] = []
        for index in rows.indices where !rows[index].isBlank {
            guard let product = UUID(uuidString: rows[index].productID) else {
                rows[index].productError = "Choose a product for this line."
                continue
            }
            let text = rows[index].quantity.trimmingCharacters(in: .whitespaces)
            guard let quantity = Double(text), quantity.isFinite else {
                rows[index].quantityError = "Enter the quantity as a number more than 0."
                continue
            }
            lines.append(PurchaseLine(productId: product, quantity: quantity))
            rowOfLine.append(index)
        }
        var due: Date?
        if !dueDate.isEmpty {
            due = PageText.day(fromField: dueDate)
            if due == nil { dueDateError = "Enter the due date as a date, e.g. 2026-12-31." }
        }
        let comment = self.comment.trimmingCharacters(in: .whitespacesAndNewlines)
        return (
            NewPurchaseOrder(
                poNumber: poNumber, comment: comment.isEmpty ? nil : comment, dueDate: due, purchases: lines),
            rowOfLine
        )
    }

    /// Puts each of `problems` next to the field it is about.
    mutating func mark(_ problems: [PurchaseOrderProblem], rowOfLine: [Int], currency: CatalogueCurrency) {
        for problem in problems {
            switch problem {
            case .blankNumber:
                poNumberError = "Enter the order's number."
            case .noLines where !rows.contains { $0.productError != nil || $0.quantityError != nil }:
                linesError = "Add at least one line: a product and a quantity."
            case .noLines:
                break
            case .quantityNotPositive(let line):
                rows[rowOfLine[line]].quantityError = "The quantity must be more than 0."
            case .unknownProduct(let line, _):
                rows[rowOfLine[line]].productError = "Choose a product from the list."
            case .overMaxExpense(let total, let maximum):
                linesError =
                    "The order's total, \(currency.text(total)), is more than an order may cost, \(currency.text(maximum))."
            case .dueDateNotInFuture:
                dueDateError = "The due date must be after today."
            case .numberTooLong(let length, let maximum):
                poNumberError = "The number may have at most \(maximum) characters; it has \(length)."
            case .commentTooLong(let length, let maximum):
                commentError = "The comment may have at most \(maximum) characters; it has \(length)."
            case .tooManyLines(let count, let maximum):
                linesError = "An order may have at most \(maximum) lines; this one has \(count)."
            }
        }
    }
}
