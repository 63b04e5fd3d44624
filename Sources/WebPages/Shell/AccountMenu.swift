/// The signed-in person's menu in the header — their name, settings, their list, and logging out
/// — as the `account-menu` template shows it.
package struct AccountMenu: Sendable {
    package let name: String
    package let username: String
    /// The first letter of the name, in the avatar.
    package let initial: String
    /// The token the logout form carries.
    package let csrf: String
    /// Where logging out is sent.
    package let logoutPath: String
    /// Whether the menu leads to the dashboard: for administrators only.
    package let showsDashboard: Bool

    /// The menu of `name` (`username`), whose logout form goes to `logoutPath` with `csrf`.
    package init(
        name: String, username: String, csrf: String, logoutPath: String = "/app/logout", showsDashboard: Bool = false
    ) {
        self.showsDashboard = showsDashboard
        self.name = name
        self.username = username
        initial = String((name.first { $0.isLetter } ?? username.first ?? "?")).uppercased()
        self.csrf = csrf
        self.logoutPath = logoutPath
    }

    /// Adds everything the menu writes to `key`, the key of a page showing it.
    package func addParts(to key: inout PageKey) {
        for part in [name, username, csrf, logoutPath, showsDashboard ? "dashboard" : ""] { key.append(part) }
    }
}
