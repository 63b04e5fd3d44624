import Foundation
import Hummingbird

/// What every screen of the company app shows around its content (the `app-screen` template): who is
/// logged in, the screen it reports as shown, and the tokens its forms carry. The company's screens
/// and the dashboard, in two modules, share it.
package struct AppFrame: Sendable {
    package let username: String
    package let csrf: String
    /// The `screenView` event's name, e.g. `calendarShown`; `nil` on a page within a screen (the
    /// new-order form), which is not counted again.
    package let screen: String?
    /// The version the page reports, the server's.
    package let appVersion: String
    package let isAdmin: Bool
    /// Whether the company's screens are shown in the tab bar (they answer only its people).
    package let isCompanyMember: Bool
    /// The header's menu of the person logged in.
    package let account: AccountMenu

    /// The frame of a screen reported as `screen` (its event's name) for `user`, its forms' token from
    /// `request`'s session.
    package init(_ user: WebUser, screen: String?, _ request: Request, appVersion: String) {
        let csrf = BrowserSession.webApps.formToken(of: request)
        username = user.username
        self.csrf = csrf
        self.screen = screen
        self.appVersion = appVersion
        isAdmin = user.isAdmin
        isCompanyMember = user.isCompanyMember
        account = AccountMenu(name: user.name, username: user.username, csrf: csrf, showsDashboard: user.isAdmin)
    }

    /// The key of `page` as this frame shows it — everything the frame writes is in it — with what
    /// else the page shows besides its data (`parts`: a notice, a period).
    package func pageKey(_ page: String, _ parts: String...) -> PageKey {
        var key = PageKey(
            page, username, csrf, screen ?? "", appVersion, isAdmin ? "admin" : "member",
            isCompanyMember ? "company" : "outside")
        account.addParts(to: &key)
        key.append(contentsOf: parts)
        return key
    }
}
