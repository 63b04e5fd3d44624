import Foundation
import HTTPTypes
import MyBizAPI

/// Placing a purchase order, the one way the API and the company app's page both use: the rules of
/// `PurchaseOrderRules` (the limits on its size, then the contract's), then the order.
struct PurchaseOrdering: Sendable {
    let purchases: any PurchaseRepository
    let company: any CompanyRepository
    /// The largest total an order may have.
    let maxExpense: Double
    /// The currency of the catalogue's prices and of `maxExpense`.
    var currency: CatalogueCurrency = .usDollar
    let now: @Sendable () -> Date

    /// Every rule `order` breaks (`PurchaseOrderRules`), in their order; empty when it may be placed.
    func problems(in order: NewPurchaseOrder) async throws -> [PurchaseOrderProblem] {
        let products = try await company.products(ids: PurchaseOrderRules.productIDs(in: order))
        return PurchaseOrderRules.problems(
            in: order, unitPrices: Dictionary(products.map { ($0.id, $0.unitPrice) }, uniquingKeysWith: { a, _ in a }),
            maxExpense: maxExpense, now: now())
    }

    /// Stores `order` for `purchaser`.
    ///
    /// - Throws: the first `PurchaseOrderProblem` it has; `PurchaseOrderNumberTaken` when an order has
    ///   its number already.
    func place(_ order: NewPurchaseOrder, by purchaser: Account) async throws -> PurchaseOrder {
        switch try await attempt(order, by: purchaser) {
        case .placed(let placed): return placed
        case .refused(let problems): throw problems[0]
        }
    }

    /// What placing `order` for `purchaser` came to: the order stored, or every rule it breaks (the
    /// catalogue's prices read once for both).
    ///
    /// - Throws: `PurchaseOrderNumberTaken` when an order has its number already.
    func attempt(_ order: NewPurchaseOrder, by purchaser: Account) async throws -> Placement {
        let problems = try await problems(in: order)
        guard problems.isEmpty else { return .refused(problems) }
        let comment = order.comment.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        let placed = PurchaseOrder(
            id: UUID(), poNumber: order.poNumber, comment: comment, purchaser: purchaser.id, purchaseDate: now(),
            dueDate: order.dueDate, purchases: order.purchases)
        try await purchases.create(placed)
        return .placed(placed)
    }

    /// An order stored, or the rules it breaks.
    enum Placement: Sendable {
        case placed(PurchaseOrder)
        /// Never empty.
        case refused([PurchaseOrderProblem])
    }
}
