import Foundation
import Logging
import MyBizAPI

/// Tells people what happened that concerns them, in their inbox — the one way every desk does it.
/// Nobody is told of what they did themselves. Telling never undoes what was done: a notification
/// that cannot be stored is logged, and the change it was about stands.
struct Notifier: Sendable {
    let inboxes: any InboxRepository
    let accounts: any AccountRepository
    let now: @Sendable () -> Date

    /// Tells each of `people` but `actor` that `text`, of `kind`, seen at `link`.
    func tell(_ people: [UUID], _ kind: NotificationKind, _ text: String, link: String, except actor: UUID?)
        async throws
    {
        do {
            try await inboxes.deliver(to: people.filter { $0 != actor }, kind, text, link: link, at: now())
        } catch {
            Self.logger.error(
                "A \(kind.rawValue) notification could not be stored: \(String(describing: type(of: error)))")
        }
    }

    private static let logger = Logger(label: "mybiz.inbox")

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
