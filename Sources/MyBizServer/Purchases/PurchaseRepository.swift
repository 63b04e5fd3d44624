import MyBizAPI

/// Where purchase orders are kept.
protocol PurchaseRepository: Sendable {
    /// Every order, newest first.
    func orders() async throws -> [PurchaseOrder]
    /// Stores `order` and its lines in one transaction.
    ///
    /// - Throws: `PurchaseOrderNumberTaken` when an order has its number already (ignoring case).
    func create(_ order: PurchaseOrder) async throws
    /// Whether an order has `number` already, ignoring case — for a form to say so beside its other
    /// problems; `create` still decides.
    func hasOrder(numbered number: String) async throws -> Bool
}
