import Foundation
import HTTPTypes
import MyBizAPI
import ServerHTTP
import WebPages

/// Putting events in the calendar, changing and removing them — for administrators only, by
/// `EventDraft`'s rules — as the API and the company app's pages both do it.
struct EventDesk: Sendable {
    let company: any CompanyRepository
    /// Who comes to which event.
    let responses: any EventResponseRepository
    /// Who is told an event changed: those going or maybe going.
    let notifier: Notifier
    let now: @Sendable () -> Date

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
        let coming = try await responses.responses(to: id).filter { $0.answer != .notGoing }.map(\.user)
        let when = "\(PageText.dayWithYear(changed.date)) \(PageText.time(changed.date)) UTC"
        try await notifier.tell(
            coming, .eventChanged, "“\(changed.name)” changed: \(when)\(changed.place.map { ", \($0)" } ?? "").",
            link: "/app/calendar/\(id.uuidString)", except: account.id)
        return changed
    }

    /// Sets `account`'s answer to event `id`: going, maybe or not going — anyone of the company's.
    ///
    /// - Throws: `APIError` 404 for no such event.
    func answer(_ answer: EventAnswer, to id: UUID, by account: Account) async throws -> [EventResponse] {
        guard try await responses.answer(answer, to: id, by: account.id, at: now()) else { throw Self.notFound(id) }
        return try await responses.responses(to: id)
    }

    /// Withdraws `account`'s answer to event `id`.
    func withdraw(from id: UUID, by account: Account) async throws {
        try await responses.withdraw(from: id, by: account.id)
    }

    /// Everyone's answer to event `id`.
    ///
    /// - Throws: `APIError` 404 for no such event.
    func responses(to id: UUID) async throws -> [EventResponse] {
        guard try await company.events().contains(where: { $0.id == id }) else { throw Self.notFound(id) }
        return try await responses.responses(to: id)
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
