/// One account or password of the demo data, shown on the front door so a visitor can try the apps.
package struct DemoCredential: Sendable, Equatable {
    /// What it opens, e.g. "MyBiz member".
    package let role: String
    /// The username, if it has one (a product's password has none).
    package let username: String?
    /// The password.
    package let password: String

    /// A credential.
    package init(role: String, username: String?, password: String) {
        self.role = role
        self.username = username
        self.password = password
    }
}
