import Foundation

/// The contract's purchase-order rules as one function, so the server (answering 400) and the
/// client (checking before sending) break them in the same order with the same words.
public enum PurchaseOrderRules {
    /// The longest purchase-order number, in characters: a limit beyond the contract's rules, so one
    /// request cannot fill the database.
    public static let maxNumberLength = 100
    /// The longest comment, in characters.
    public static let maxCommentLength = 2000
    /// The most lines one order may have.
    public static let maxLines = 500
    /// The largest total an order may have unless the server is told another
    /// (`mybiz serve --max-po-expense`); the amount is in the catalogue's currency.
    public static let defaultMaxExpense = 1_000_000.0

    /// Every rule `order` breaks, in the order the server checks them; empty when it may be saved.
    ///
    /// The limits on its size come first, and an order over them is refused for them alone: its
    /// lines are not looked at (`productIDs(in:)` is empty for it, so nothing is fetched).
    ///
    /// - Parameters:
    ///   - unitPrices: the unit price of every product the order may name, by id; a line naming
    ///     another id is an unknown product. `nil` when the prices are not known yet (a client
    ///     checking before it asks the server): then products and the total are not judged.
    ///   - maxExpense: the largest total allowed.
    ///   - now: the moment the due date must be after.
    public static func problems(
        in order: NewPurchaseOrder, unitPrices: [UUID: Double]?, maxExpense: Double, now: Date
    ) -> [PurchaseOrderProblem] {
        let limits = limitProblems(in: order)
        guard limits.isEmpty else { return limits }
        var problems: [PurchaseOrderProblem] = []
        if order.poNumber.allSatisfy(\.isWhitespace) { problems.append(.blankNumber) }
        if order.purchases.isEmpty { problems.append(.noLines) }
        var total = 0.0
        for (line, purchase) in order.purchases.enumerated() {
            // A line refused for its quantity adds nothing to the total: the total is that of the
            // lines that can stand, as the page sums them while one types.
            guard purchase.quantity > 0 else {
                problems.append(.quantityNotPositive(line: line))
                if let unitPrices, unitPrices[purchase.productId] == nil {
                    problems.append(.unknownProduct(line: line, productID: purchase.productId))
                }
                continue
            }
            guard let unitPrices else { continue }
            if let unitPrice = unitPrices[purchase.productId] {
                total += purchase.quantity * unitPrice
            } else {
                problems.append(.unknownProduct(line: line, productID: purchase.productId))
            }
        }
        if total > maxExpense { problems.append(.overMaxExpense(total: total, maximum: maxExpense)) }
        if let dueDate = order.dueDate, dueDate <= now { problems.append(.dueDateNotInFuture) }
        return problems
    }

    /// The total of `order` at `unitPrices`: the lines that can stand — a quantity more than 0 of a
    /// product with a price — as the rules and the page's running total count it.
    public static func total(of order: NewPurchaseOrder, unitPrices: [UUID: Double]) -> Double {
        order.purchases.reduce(0) { total, line in
            guard line.quantity > 0, let price = unitPrices[line.productId] else { return total }
            return total + line.quantity * price
        }
    }

    /// The products whose unit prices `problems` needs: none for an order over its size limits.
    public static func productIDs(in order: NewPurchaseOrder) -> Set<UUID> {
        limitProblems(in: order).isEmpty ? Set(order.purchases.map(\.productId)) : []
    }

    /// The limits beyond the contract that `order` breaks.
    private static func limitProblems(in order: NewPurchaseOrder) -> [PurchaseOrderProblem] {
        var problems: [PurchaseOrderProblem] = []
        if order.poNumber.count > maxNumberLength {
            problems.append(.numberTooLong(length: order.poNumber.count, maximum: maxNumberLength))
        }
        if let comment = order.comment, comment.count > maxCommentLength {
            problems.append(.commentTooLong(length: comment.count, maximum: maxCommentLength))
        }
        if order.purchases.count > maxLines {
            problems.append(.tooManyLines(count: order.purchases.count, maximum: maxLines))
        }
        return problems
    }
}
