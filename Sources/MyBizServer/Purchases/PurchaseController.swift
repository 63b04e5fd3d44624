import Foundation
import Hummingbird
import Logging
import MyBizAPI
import ServerHTTP

/// Purchase orders: the list, new orders checked against every rule of the contract and submitted for
/// approval, the orders waiting for the caller's decision, and each order's next step.
struct PurchaseController: Sendable {
    let ordering: PurchaseOrdering
    /// Where the list is kept encoded.
    let lists: ListAnswers

    /// The list, new orders and decisions: `api` must be behind a login.
    func addRoutes(to api: RouterGroup<MyBizRequestContext>) {
        api.get(RouterPath(MyBizPath.purchases)) { _, _ in
            try await lists.response("purchases") { try await ordering.purchases.orders() }
        }
        api.post(RouterPath(MyBizPath.purchases)) { request, context in try await create(request, context) }
        api.get(RouterPath(MyBizPath.purchasesWaiting)) { _, context in
            let waiting = try await ordering.waiting(for: try context.account())
            return JSONAnswer.response(try MyBizRequestContext.encoder().encode(waiting))
        }
        api.get(RouterPath(MyBizPath.purchaseNextNumber)) { _, _ in
            SuggestedPurchaseOrderNumber(poNumber: try await ordering.nextNumber())
        }
        api.post(RouterPath(MyBizPath.purchasePattern(.approve))) { request, context in
            let decision = try await Self.decision(request, context)
            return try await logged(
                ordering.approve(try Self.id(context), decision, by: try context.account()), context)
        }
        api.post(RouterPath(MyBizPath.purchasePattern(.reject))) { request, context in
            let decision = try await MyBizJSONBody.decode(PurchaseDecision.self, from: request, context: context)
            return try await logged(ordering.reject(try Self.id(context), decision, by: try context.account()), context)
        }
        api.post(RouterPath(MyBizPath.purchasePattern(.cancel))) { _, context in
            try await logged(ordering.cancel(try Self.id(context), by: try context.account()), context)
        }
        api.post(RouterPath(MyBizPath.purchasePattern(.resubmit))) { request, context in
            let form = try await MyBizJSONBody.decode(NewPurchaseOrder.self, from: request, context: context)
            switch try await ordering.resubmit(try Self.id(context), as: form, by: try context.account()) {
            case .placed(let order): return logged(order, context)
            case .refused(let problems): throw problems[0]
            }
        }
    }

    private func create(_ request: Request, _ context: MyBizRequestContext) async throws -> PurchaseOrder {
        let purchaser = try context.account()
        let form = try await MyBizJSONBody.decode(NewPurchaseOrder.self, from: request, context: context)
        let order = try await ordering.place(form, by: purchaser)
        context.logger.info("Account \(purchaser.id) created a purchase order")
        return order
    }

    private func logged(_ order: PurchaseOrder, _ context: MyBizRequestContext) -> PurchaseOrder {
        context.logger.info("Purchase order \(order.id) is \(order.status?.rawValue ?? "placed")")
        return order
    }

    /// An approval's optional body: none, or a `PurchaseDecision` with a note.
    private static func decision(_ request: Request, _ context: MyBizRequestContext) async throws -> PurchaseDecision {
        guard request.headers[.contentLength].map({ $0 != "0" }) ?? (request.headers[.transferEncoding] != nil)
        else { return PurchaseDecision() }
        return try await MyBizJSONBody.decode(PurchaseDecision.self, from: request, context: context)
    }

    private static func id(_ context: MyBizRequestContext) throws -> UUID {
        guard let id = context.parameters.get("id", as: UUID.self) else {
            throw APIError.badRequest("“\(context.parameters.get("id") ?? "")” is not a purchase order id.")
        }
        return id
    }
}
