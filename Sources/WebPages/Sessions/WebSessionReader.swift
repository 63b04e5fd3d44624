import Foundation
import Hummingbird

/// A person logged in to the web apps (MyBiz at `/app`, ToDo at `/todo`), as pages of any module
/// see them.
package struct WebUser: Sendable, Equatable {
    /// The account's id.
    package let id: UUID
    /// The name they log in with.
    package let username: String
    /// Their name, as the account menu shows it.
    package let name: String
    /// Whether they are an administrator, who may open the dashboard.
    package let isAdmin: Bool
    /// Whether they are one of the company's people, who see the company app's screens.
    package let isCompanyMember: Bool

    /// A person called `name` (their username when it is `nil`).
    package init(
        id: UUID, username: String, name: String? = nil, isAdmin: Bool = false, isCompanyMember: Bool = true
    ) {
        self.id = id
        self.username = username
        self.name = name ?? username
        self.isAdmin = isAdmin
        self.isCompanyMember = isCompanyMember || isAdmin
    }
}

/// Finds who a browser's web-app session cookie, or an app's API token, belongs to. The MyBiz
/// module, which keeps the accounts, provides it; other modules (ToDo's pages and API) ask it
/// without reaching into the accounts.
package protocol WebSessionReader: Sendable {
    /// The person whose live session `request`'s cookie holds; `nil` without one.
    func user(of request: Request) async throws -> WebUser?

    /// The person whose live API token `request`'s `Authorization: Bearer …` carries; `nil` without one.
    func user(bearerTokenOf request: Request) async throws -> WebUser?
}
