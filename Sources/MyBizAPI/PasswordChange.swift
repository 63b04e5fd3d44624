/// The body of `POST /api/users/me/password`: the password in use and the new one. The change ends
/// every other session and token of the account; the one that sent it stays open.
public struct PasswordChange: Codable, Hashable, Sendable {
    /// The password the account has now.
    public var currentPassword: String
    /// The password it will have; see `PasswordRules`.
    public var newPassword: String

    /// Creates a change of password.
    public init(currentPassword: String, newPassword: String) {
        self.currentPassword = currentPassword
        self.newPassword = newPassword
    }
}
