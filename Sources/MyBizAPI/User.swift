import Foundation

/// A person who can log in: `GET /api/users/me` and `GET /api/users/{id}`.
public struct User: Codable, Hashable, Sendable, Identifiable {
    /// The user's id.
    public var id: UUID
    /// What they log in with, e.g. an e-mail address.
    public var username: String
    /// Their name as shown.
    public var name: String

    /// Creates a user.
    public init(id: UUID, username: String, name: String) {
        self.id = id
        self.username = username
        self.name = name
    }
}
