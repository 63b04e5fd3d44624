import Foundation

/// A rule of the contract (or a limit on an order's size beyond it) that a new purchase order
/// breaks, with the sentence the server answers (400) and the client shows before sending — one
/// wording in both places.
public enum PurchaseOrderProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// `poNumber` is empty or white space.
    case blankNumber
    /// `purchases` is empty.
    case noLines
    /// The line at `line` (from 0) has a quantity of 0 or less.
    case quantityNotPositive(line: Int)
    /// The line at `line` names a product that does not exist.
    case unknownProduct(line: Int, productID: UUID)
    /// Σ quantity × unit price is above the maximum expense.
    case overMaxExpense(total: Double, maximum: Double)
    /// `dueDate` is not after now.
    case dueDateNotInFuture
    /// `poNumber` has `length` characters, more than `maximum`.
    case numberTooLong(length: Int, maximum: Int)
    /// `comment` has `length` characters, more than `maximum`.
    case commentTooLong(length: Int, maximum: Int)
    /// `purchases` has `count` lines, more than `maximum`.
    case tooManyLines(count: Int, maximum: Int)

    /// The field of the order it is about, as the contract names it (`purchases[2].quantity`); `nil`
    /// for the order's total, which no one field makes.
    public var field: String? {
        switch self {
        case .blankNumber, .numberTooLong: "poNumber"
        case .noLines, .tooManyLines: "purchases"
        case .quantityNotPositive(let line): "purchases[\(line)].quantity"
        case .unknownProduct(let line, _): "purchases[\(line)].productId"
        case .overMaxExpense: nil
        case .dueDateNotInFuture: "dueDate"
        case .commentTooLong: "comment"
        }
    }

    /// The reason, as the server's error body carries it.
    public var description: String {
        switch self {
        case .blankNumber:
            "poNumber must not be blank."
        case .noLines:
            "A purchase order needs at least one line in purchases."
        case .quantityNotPositive(let line):
            "purchases[\(line)].quantity must be more than 0."
        case .unknownProduct(let line, let productID):
            "purchases[\(line)].productId \(productID.uuidString) is not a known product."
        case .overMaxExpense(let total, let maximum):
            "The order's total, \(Self.amount(total)), is more than the maximum expense of \(Self.amount(maximum))."
        case .dueDateNotInFuture:
            "dueDate must be in the future."
        case .numberTooLong(_, let maximum):
            "poNumber must be at most \(maximum) characters."
        case .commentTooLong(_, let maximum):
            "comment must be at most \(maximum) characters."
        case .tooManyLines(_, let maximum):
            "A purchase order may have at most \(maximum) lines."
        }
    }

    /// An amount with two decimals, e.g. 1,000,000.00, the same on every machine.
    private static func amount(_ value: Double) -> String {
        CatalogueCurrency.plainText(value)
    }
}
