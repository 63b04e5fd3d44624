import Foundation

/// A person with an account, as other modules show them to others: a market seller's profile, the
/// other side of a conversation.
package struct WebPerson: Sendable, Equatable {
    /// The account's id.
    package let id: UUID
    /// Their name.
    package let name: String
    /// When the account was made.
    package let joined: Date
    /// Whether the account may still be used: `false` once an administrator disabled it.
    package let isActive: Bool

    package init(id: UUID, name: String, joined: Date, isActive: Bool) {
        self.id = id
        self.name = name
        self.joined = joined
        self.isActive = isActive
    }
}

/// The accounts as other modules may ask about them, and the one way to make a new one: the MyBiz
/// module keeps the accounts and provides it; the market asks it for a seller's or a buyer's name
/// and whether their account is still open, without reaching into the accounts.
package protocol WebPeople: Sendable {
    /// The person with account `id`, disabled or not; `nil` when there is no such account.
    func person(_ id: UUID) async throws -> WebPerson?
}
