import Foundation
import HTTPTypes
import MyBizAPI
import ServerHTTP

/// Posting, changing and removing announcements — for administrators only, by `AnnouncementDraft`'s
/// rules — as the API and the company app's pages both do it.
struct AnnouncementDesk: Sendable {
    let company: any CompanyRepository
    /// Where asking everyone to confirm they read one is kept.
    let talk: any AnnouncementTalkRepository
    /// Who is told of a new announcement.
    let notifier: Notifier
    let now: @Sendable () -> Date

    /// Why a member may not.
    static let forbidden = APIError(.forbidden, "Only administrators may post, change or remove announcements.")

    /// Posts `draft` as `account`.
    ///
    /// - Throws: `APIError` 403 for a member; the first `RuleProblem` the draft has.
    func post(_ draft: AnnouncementDraft, by account: Account) async throws -> Announcement {
        let draft = try Self.checked(draft, by: account)
        let posted = try await company.post(draft, by: account, now: now())
        if draft.needsConfirmation == true { try await talk.requestConfirmation(of: posted.id, true, at: now()) }
        try await notifier.tellEveryone(
            .announcement, "New announcement: \(posted.title ?? "from \(account.name)")",
            link: "/app/announcements/\(posted.id.uuidString)", except: account.id)
        return posted
    }

    /// Changes announcement `id` to `draft`, as `account`.
    ///
    /// - Throws: `APIError` 403 for a member, 404 for no such announcement; a broken rule's `RuleProblem`.
    func replace(_ id: UUID, with draft: AnnouncementDraft, by account: Account) async throws -> Announcement {
        let draft = try Self.checked(draft, by: account)
        guard let changed = try await company.replace(announcement: id, with: draft, now: now()) else {
            throw Self.notFound(id)
        }
        if let asked = draft.needsConfirmation { try await talk.requestConfirmation(of: id, asked, at: now()) }
        return changed
    }

    /// Removes announcement `id`, as `account`.
    ///
    /// - Throws: `APIError` 403 for a member, 404 for no such announcement.
    func remove(_ id: UUID, by account: Account) async throws {
        try account.requireAdmin(Self.forbidden)
        guard try await company.remove(announcement: id) else { throw Self.notFound(id) }
    }

    private static func checked(_ draft: AnnouncementDraft, by account: Account) throws -> AnnouncementDraft {
        try account.requireAdmin(Self.forbidden)
        let trimmed = draft.trimmed
        try refuseFirst(of: trimmed.problems)
        return trimmed
    }

    static func notFound(_ id: UUID) -> APIError {
        APIError(.notFound, "There is no announcement \(id.uuidString).")
    }
}
