import Foundation
import Hummingbird
import MyBizAPI
import WebPages

/// What every screen of the company app shows around its content: who is logged in, the screen
/// it reports as shown, and the tokens its forms carry.
struct AppFrame {
    let username: String
    let csrf: String
    /// The `screenView` event's name, e.g. `calendarShown`; `nil` on a page within a screen (the
    /// new-order form), which is not counted again.
    let screen: String?
    /// The version the page reports, the server's.
    let appVersion: String
    let isAdmin: Bool
    /// The header's menu of the person logged in.
    let account: AccountMenu
}

extension AppFrame {
    /// The frame of a screen for `account`, its forms' token from `request`'s session.
    init(_ account: Account, screen: MainScreen?, _ request: Request, appVersion: String) {
        let csrf = BrowserSession.webApps.formToken(of: request)
        self.init(
            username: account.username, csrf: csrf, screen: screen?.eventName, appVersion: appVersion,
            isAdmin: account.role == .admin,
            account: AccountMenu(
                name: account.name, username: account.username, csrf: csrf, showsDashboard: account.role == .admin))
    }
}

extension AppFrame {
    /// The key of `page` as this frame shows it — everything the frame writes is in it — with what
    /// else the page shows besides its data (`parts`: a notice, a period).
    func pageKey(_ page: String, _ parts: String...) -> PageKey {
        var key = PageKey(page, username, csrf, screen ?? "", appVersion, isAdmin ? "admin" : "member")
        account.addParts(to: &key)
        key.append(contentsOf: parts)
        return key
    }
}
