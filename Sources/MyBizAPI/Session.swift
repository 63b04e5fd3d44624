import Foundation

/// The answer to signup and login: a bearer token and who it belongs to.
public struct Session: Codable, Hashable, Sendable {
    /// Who logged in, as the session names them.
    public struct Account: Codable, Hashable, Sendable {
        /// The user's id.
        public var id: UUID
        /// Their username.
        public var username: String

        /// Creates an account.
        public init(id: UUID, username: String) {
            self.id = id
            self.username = username
        }
    }

    /// The bearer token for `Authorization: Bearer …`.
    public var token: String
    /// Who it belongs to.
    public var user: Account

    /// Creates a session.
    public init(token: String, user: Account) {
        self.token = token
        self.user = user
    }
}
