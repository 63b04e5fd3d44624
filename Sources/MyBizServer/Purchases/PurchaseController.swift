import Foundation
import Hummingbird
import Logging
import MyBizAPI

/// Purchase orders: the list, and new orders checked against every rule of the contract.
struct PurchaseController: Sendable {
    let ordering: PurchaseOrdering
    /// Where the list is kept encoded.
    let lists: ListAnswers

    /// The list and new orders: `api` must be behind a login.
    func addRoutes(to api: RouterGroup<MyBizRequestContext>) {
        api.get(RouterPath(MyBizPath.purchases)) { _, _ in
            try await lists.response("purchases") { try await ordering.purchases.orders() }
        }
        api.post(RouterPath(MyBizPath.purchases)) { request, context in try await create(request, context) }
    }

    private func create(_ request: Request, _ context: MyBizRequestContext) async throws -> PurchaseOrder {
        let purchaser = try context.account()
        let form = try await MyBizJSONBody.decode(NewPurchaseOrder.self, from: request, context: context)
        let order = try await ordering.place(form, by: purchaser)
        context.logger.info("Account \(purchaser.id) created a purchase order")
        return order
    }
}
