import Foundation
import HTTPTypes
import MyBizAPI
import ServerSupport

/// Placing a purchase order, the one way the API and the company app's page both use: the limits
/// that keep one request from filling the database, then the contract's rules, then the order.
struct PurchaseOrdering: Sendable {
    let purchases: any PurchaseRepository
    let company: any CompanyRepository
    /// The largest total an order may have.
    let maxExpense: Double
    let now: @Sendable () -> Date

    /// Limits beyond the contract's rules, so one request cannot fill the database.
    static let maxNumberLength = PurchaseOrderRules.maxNumberLength
    static let maxCommentLength = PurchaseOrderRules.maxCommentLength
    static let maxLines = PurchaseOrderRules.maxLines

    /// Every contract rule `order` breaks, in the contract's order; empty when it may be placed.
    func problems(in order: NewPurchaseOrder) async throws -> [PurchaseOrderProblem] {
        let products = try await company.products(ids: Set(order.purchases.map(\.productId)))
        return PurchaseOrderRules.problems(
            in: order, unitPrices: Dictionary(products.map { ($0.id, $0.unitPrice) }, uniquingKeysWith: { a, _ in a }),
            maxExpense: maxExpense, now: now())
    }

    /// Stores `order` for `purchaser`.
    ///
    /// - Throws: `APIError` 400 with the sentence of the first limit or rule it breaks; 409 when an
    ///   order has its number already.
    func place(_ order: NewPurchaseOrder, by purchaser: Account) async throws -> PurchaseOrder {
        guard order.poNumber.count <= Self.maxNumberLength else {
            throw APIError.badRequest("poNumber must be at most \(Self.maxNumberLength) characters.")
        }
        guard (order.comment ?? "").count <= Self.maxCommentLength else {
            throw APIError.badRequest("comment must be at most \(Self.maxCommentLength) characters.")
        }
        guard order.purchases.count <= Self.maxLines else {
            throw APIError.badRequest("A purchase order may have at most \(Self.maxLines) lines.")
        }
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
