import Foundation
import MyBizAPI

/// Where each person's inbox, and the notifications they turned off, are kept.
protocol InboxRepository: Sendable {
    /// Puts an item of `kind` saying `text` into the inbox of each of `accounts` that has not turned
    /// `kind` off.
    func deliver(to accounts: [UUID], _ kind: NotificationKind, _ text: String, link: String, at date: Date)
        async throws
    /// The newest `limit` items of `account`'s inbox, and how many of all are unread.
    func inbox(of account: UUID, limit: Int) async throws -> Inbox
    /// How many items of `account`'s inbox are unread, and the newest unread one.
    func unread(of account: UUID) async throws -> (count: Int, newest: InboxItem?)
    /// Marks the items of `account`'s inbox read — those up to `newest` (what a page showed), every one
    /// when `nil`.
    func markRead(of account: UUID, upTo newest: Date?, at date: Date) async throws
    /// The kinds `account` turned off.
    func muted(of account: UUID) async throws -> Set<NotificationKind>
    /// Sets the kinds `account` turned off.
    func setMuted(_ kinds: Set<NotificationKind>, of account: UUID) async throws
}
