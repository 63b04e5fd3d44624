import Foundation
import MyBizAPI

/// The contract's purchase-order rules, checked on the device before sending, with the server's
/// wording — so the person learns what is wrong without a round trip.
public struct PurchaseOrderValidator: Sendable {
    /// The products an order may name, by id.
    public let products: [UUID: Product]
    /// The largest total an order may have.
    public let maxExpense: Double
    private let now: @Sendable () -> Date

    /// Creates a validator for `products`, with the server's default maximum expense unless given.
    public init(
        products: [Product], maxExpense: Double = PurchaseOrderRules.defaultMaxExpense,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.products = Dictionary(products.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.maxExpense = maxExpense
        self.now = now
    }

    /// Every rule `order` breaks, in the order the server checks them; empty when it may be sent.
    public func problems(in order: NewPurchaseOrder) -> [PurchaseOrderProblem] {
        PurchaseOrderRules.problems(
            in: order, unitPrices: products.mapValues(\.unitPrice), maxExpense: maxExpense, now: now())
    }

    /// Throws the first rule `order` breaks.
    public func validate(_ order: NewPurchaseOrder) throws(PurchaseOrderProblem) {
        if let problem = problems(in: order).first { throw problem }
    }
}
