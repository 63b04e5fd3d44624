import MyBizAPI
import ServerSupport

/// A `PurchaseRepository` that tells the cached lists about every new order, after it is committed
/// — so no way of placing an order (the API, the web app) can forget to, and a client always reads
/// its own orders.
struct CacheInvalidatingPurchaseRepository: PurchaseRepository {
    let base: any PurchaseRepository
    let lists: ListAnswers

    func orders() async throws -> [PurchaseOrder] {
        try await base.orders()
    }

    func create(_ order: PurchaseOrder) async throws {
        try await base.create(order)
        lists.dataChanged()
    }
}
