import Foundation
import HTTPTypes
import MyBizAPI
import ServerHTTP

/// Keeping the catalogue purchase orders may name — for administrators only, by `ProductDraft`'s
/// rules — as the API and the company app's pages both do it. A retired product is no longer listed
/// or orderable, and stays on the orders that name it.
struct CatalogueDesk: Sendable {
    let company: any CompanyRepository

    /// Why a member may not.
    static let forbidden = APIError(.forbidden, "Only administrators may change the catalogue.")

    /// Adds the product `draft` describes, as `account`.
    func add(_ draft: ProductDraft, by account: Account) async throws -> Product {
        return try await company.add(try Self.checked(draft, by: account))
    }

    /// Changes product `id`'s name and price, as `account`; orders placed before keep their lines.
    func replace(_ id: UUID, with draft: ProductDraft, by account: Account) async throws -> Product {
        guard let changed = try await company.replace(product: id, with: try Self.checked(draft, by: account)) else {
            throw Self.notFound(id)
        }
        return changed
    }

    /// Retires product `id`, as `account`.
    func retire(_ id: UUID, by account: Account) async throws {
        try account.requireAdmin(Self.forbidden)
        guard try await company.retire(product: id, at: Date()) else { throw Self.notFound(id) }
    }

    private static func checked(_ draft: ProductDraft, by account: Account) throws -> ProductDraft {
        try account.requireAdmin(Self.forbidden)
        try refuseFirst(of: draft.problems)
        return ProductDraft(
            name: draft.name.trimmingCharacters(in: .whitespacesAndNewlines), unitPrice: draft.unitPrice)
    }

    static func notFound(_ id: UUID) -> APIError {
        APIError(.notFound, "There is no product \(id.uuidString) in the catalogue.")
    }
}
