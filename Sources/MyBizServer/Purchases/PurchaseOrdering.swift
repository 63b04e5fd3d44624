import Foundation
import HTTPTypes
import MyBizAPI
import ServerSupport

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
    /// - Throws: `APIError` 400 with the sentence of the first limit or rule it breaks; 409 when an
    ///   order has its number already.
    func place(_ order: NewPurchaseOrder, by purchaser: Account) async throws -> PurchaseOrder {
        if let problem = try await problems(in: order).first { throw APIError.badRequest(problem.description) }
        let comment = order.comment.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        let placed = PurchaseOrder(
            id: UUID(), poNumber: order.poNumber, comment: comment, purchaser: purchaser.id, purchaseDate: now(),
            dueDate: order.dueDate, purchases: order.purchases)
        do {
            try await purchases.create(placed)
        } catch let taken as PurchaseOrderNumberTaken {
            throw APIError(.conflict, taken.description)
        }
        return placed
    }
}
