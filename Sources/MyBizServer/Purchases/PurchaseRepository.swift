import Foundation
import MyBizAPI

/// Where purchase orders are kept.
protocol PurchaseRepository: Sendable {
    /// Every order, newest first, with its status and history.
    func orders() async throws -> [PurchaseOrder]
    /// The order `id`, or `nil`.
    func order(_ id: UUID) async throws -> PurchaseOrder?
    /// Stores `order`, its lines and its history in one transaction.
    ///
    /// - Throws: `PurchaseOrderNumberTaken` when an order has its number already (ignoring case).
    func create(_ order: PurchaseOrder) async throws
    /// Whether an order other than `except` has `number` already, ignoring case — for a form to say
    /// so beside its other problems; `create` and `change` still decide.
    func hasOrder(numbered number: String, except: UUID?) async throws -> Bool
    /// Changes order `id` as `decide` says, in one transaction in which no other change to it runs:
    /// `decide` is given the order as it is now and answers it as it will be (its lines, number,
    /// status, approver; the history it answers gains its new steps), or throws to change nothing.
    /// `nil` when there is no order `id`.
    ///
    /// - Throws: `PurchaseOrderNumberTaken` when the order's new number is another's.
    func change(_ id: UUID, _ decide: @escaping @Sendable (PurchaseOrder) throws -> PurchaseOrder) async throws
        -> PurchaseOrder?
}
