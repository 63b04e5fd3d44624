/// The body of `POST /api/users/signup`.
public struct SignupRequest: Codable, Hashable, Sendable {
    /// What the user will log in with; not blank.
    public var username: String
    /// At least 6 characters.
    public var password: String
    /// Their name as shown; not blank, at most `maxName` characters.
    public var name: String

    /// The longest name, after trimming (a username's is `UsernameRules.maxLength`).
    public static let maxName = 100

    /// Creates a signup request.
    public init(username: String, password: String, name: String) {
        self.username = username
        self.password = password
        self.name = name
    }
}
