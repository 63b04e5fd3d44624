import Foundation
import MyBizAPI

/// Tells people what happened that concerns them, in their inbox — the one way every desk does it.
/// Nobody is told of what they did themselves.
struct Notifier: Sendable {
    let inboxes: any InboxRepository
    let accounts: any AccountRepository
    let now: @Sendable () -> Date

    /// Tells each of `people` but `actor` that `text`, of `kind`, seen at `link`.
    func tell(_ people: [UUID], _ kind: NotificationKind, _ text: String, link: String, except actor: UUID?)
        async throws
    {
        try await inboxes.deliver(to: people.filter { $0 != actor }, kind, text, link: link, at: now())
    }

    /// Tells every enabled person of the company but `actor`.
    func tellEveryone(_ kind: NotificationKind, _ text: String, link: String, except actor: UUID?) async throws {
        let everyone = try await accounts.all().filter { $0.companyMember && !$0.disabled }.map(\.id)
        try await tell(everyone, kind, text, link: link, except: actor)
    }

    /// Tells every enabled administrator but `actor`.
    func tellAdministrators(_ kind: NotificationKind, _ text: String, link: String, except actor: UUID?)
        async throws
    {
        let admins = try await accounts.all().filter { $0.role == .admin && !$0.disabled }.map(\.id)
        try await tell(admins, kind, text, link: link, except: actor)
    }
}
