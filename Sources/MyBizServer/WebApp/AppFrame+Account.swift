import Hummingbird
import MyBizAPI
import WebPages

extension AppFrame {
    /// The frame of `screen` (`nil` for a page within one) for `account`.
    init(_ account: Account, screen: MainScreen?, _ request: Request, appVersion: String) {
        self.init(account.webUser, screen: screen?.eventName, request, appVersion: appVersion)
    }
}

extension Account {
    /// The account as the pages of every module see who is signed in.
    var webUser: WebUser {
        WebUser(id: id, username: username, name: name, isAdmin: role == .admin, isCompanyMember: isCompanyMember)
    }
}
