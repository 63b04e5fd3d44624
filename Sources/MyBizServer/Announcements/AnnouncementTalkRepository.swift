import Foundation
import MyBizAPI

/// Where what is said around announcements is kept: comments, reactions, read confirmations.
protocol AnnouncementTalkRepository: Sendable {
    /// The account that posted announcement `id`, when known.
    func author(of id: UUID) async throws -> UUID?
    /// The comments on announcement `id`, oldest first.
    func comments(on id: UUID) async throws -> [AnnouncementComment]
    /// Adds `comment`.
    func add(_ comment: AnnouncementComment, on id: UUID) async throws
    /// Every reaction to announcement `id`: who gave which.
    func reactions(to id: UUID) async throws -> [(account: UUID, reaction: AnnouncementReaction)]
    /// Sets or takes back `account`'s `reaction` to announcement `id`.
    func react(_ reaction: AnnouncementReaction, to id: UUID, by account: UUID, on: Bool) async throws
    /// When confirmation of announcement `id` was asked for; `nil` when it is not.
    func confirmationRequested(for id: UUID) async throws -> Date?
    /// Asks everyone to confirm they read announcement `id`, or stops asking.
    func requestConfirmation(of id: UUID, _ requested: Bool, at date: Date) async throws
    /// Who confirmed reading announcement `id`, and when.
    func confirmations(of id: UUID) async throws -> [UUID: Date]
    /// Notes that `account` confirmed reading announcement `id` (the first time counts).
    func confirm(_ id: UUID, by account: UUID, at date: Date) async throws
    /// The announcements that ask for confirmation, that `account` did not write and has not confirmed — one query, read
    /// before the announcements page's cache, so it must stay cheap.
    func unconfirmed(by account: UUID) async throws -> Set<UUID>
}
