import Foundation
import Hummingbird
import Logging
import MyBizAPI
import ServerSupport

/// Purchase orders: the list, and new orders checked against every rule of the contract.
struct PurchaseController: Sendable {
    let purchases: any PurchaseRepository
    let company: any CompanyRepository
    let authenticator: Authenticator
    /// The largest total an order may have.
    let maxExpense: Double

    /// Limits beyond the contract's rules, so one request cannot fill the database.
    static let maxNumberLength = 100
    static let maxCommentLength = 2000
    static let maxLines = 500

    /// The list and new orders: `api` must be behind a login.
    func addRoutes(to api: RouterGroup<MyBizRequestContext>) {
        api.get(RouterPath(MyBizPath.purchases)) { _, _ in try await purchases.orders() }
        api.post(RouterPath(MyBizPath.purchases)) { request, context in try await create(request, context) }
    }

    private func create(_ request: Request, _ context: MyBizRequestContext) async throws -> PurchaseOrder {
        let purchaser = try context.account()
        let form = try await MyBizJSONBody.decode(NewPurchaseOrder.self, from: request, context: context)
        guard form.poNumber.count <= Self.maxNumberLength else {
            throw APIError.badRequest("poNumber must be at most \(Self.maxNumberLength) characters.")
        }
        guard (form.comment ?? "").count <= Self.maxCommentLength else {
            throw APIError.badRequest("comment must be at most \(Self.maxCommentLength) characters.")
        }
        guard form.purchases.count <= Self.maxLines else {
            throw APIError.badRequest("A purchase order may have at most \(Self.maxLines) lines.")
        }
        let products = try await company.products(ids: Set(form.purchases.map(\.productId)))
        let now = authenticator.now()
        if let problem = PurchaseOrderRules.problems(
            in: form, unitPrices: Dictionary(products.map { ($0.id, $0.unitPrice) }, uniquingKeysWith: { a, _ in a }),
            maxExpense: maxExpense, now: now
        ).first {
            throw APIError.badRequest(problem.description)
        }
        let comment = form.comment.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        let order = PurchaseOrder(
            id: UUID(), poNumber: form.poNumber, comment: comment, purchaser: purchaser.id, purchaseDate: now,
            dueDate: form.dueDate, purchases: form.purchases)
        try await purchases.create(order)
        context.logger.info("Account \(purchaser.id) created a purchase order")
        return order
    }
}
