import Foundation
import HTTPTypes
import MyBizAPI
import ServerHTTP

/// Putting events in the calendar, changing and removing them — for administrators only, by
/// `EventDraft`'s rules — as the API and the company app's pages both do it.
struct EventDesk: Sendable {
    let company: any CompanyRepository

    /// Why a member may not.
    static let forbidden = APIError(.forbidden, "Only administrators may add, change or remove events.")

    /// Adds the event `draft` describes, as `account`.
    ///
    /// - Throws: `APIError` 403 for a member; the first `RuleProblem` the draft has.
    func add(_ draft: EventDraft, by account: Account) async throws -> Event {
        return try await company.add(try Self.checked(draft, by: account))
    }

    /// Changes event `id` to `draft`, as `account`.
    ///
    /// - Throws: `APIError` 403 for a member, 404 for no such event; a broken rule's `RuleProblem`.
    func replace(_ id: UUID, with draft: EventDraft, by account: Account) async throws -> Event {
        guard let changed = try await company.replace(event: id, with: try Self.checked(draft, by: account)) else {
            throw Self.notFound(id)
        }
        return changed
    }

    /// Removes event `id`, as `account`.
    ///
    /// - Throws: `APIError` 403 for a member, 404 for no such event.
    func remove(_ id: UUID, by account: Account) async throws {
        try account.requireAdmin(Self.forbidden)
        guard try await company.remove(event: id) else { throw Self.notFound(id) }
    }

    private static func checked(_ draft: EventDraft, by account: Account) throws -> EventDraft {
        try account.requireAdmin(Self.forbidden)
        let trimmed = draft.trimmed
        try refuseFirst(of: trimmed.problems)
        return trimmed
    }

    static func notFound(_ id: UUID) -> APIError {
        APIError(.notFound, "There is no event \(id.uuidString).")
    }
}
