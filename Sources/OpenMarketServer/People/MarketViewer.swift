import Foundation
import Hummingbird
import WebPages

/// Who is looking at a market page, as its header and its buttons show it: signed in — their menu,
/// their saved products and their messages with the unread count — or not, with the way to sign in
/// and back to this page.
struct MarketViewer: Sendable {
    /// The signed-in person; `nil` for anyone else.
    let user: WebUser?
    /// The header's menu of the signed-in person.
    let account: AccountMenu?
    /// The token every form of the page carries.
    let csrf: String
    /// Messages others sent them that they have not read.
    let unread: Int
    /// Where signing in or up comes back to.
    let returnPath: String

    // Stored, not computed: templates read a view's stored properties only.
    let signedIn: Bool
    let hasUnread: Bool
    /// "Messages, 3 unread".
    let messagesLabel: String
    let loginLink: String
    let signupLink: String

    /// The viewer of `request`, signed in as `user` with `unread` messages waiting.
    init(_ request: Request, user: WebUser?, unread: Int) {
        self.user = user
        let csrf = BrowserSession.webApps.formToken(of: request)
        self.csrf = csrf
        account = user.map {
            AccountMenu(name: $0.name, username: $0.username, csrf: csrf, showsDashboard: $0.isAdmin)
        }
        self.unread = unread
        returnPath = BrowserSession.returnPath(of: request, default: "/market")
        signedIn = user != nil
        hasUnread = unread > 0
        messagesLabel = unread == 0 ? "Messages" : "Messages, \(unread) unread"
        loginLink = BrowserSession.webApps.loginLink(returningTo: returnPath)
        signupLink = BrowserSession.link(BrowserSession.signupPath, returningTo: returnPath)
    }
}
