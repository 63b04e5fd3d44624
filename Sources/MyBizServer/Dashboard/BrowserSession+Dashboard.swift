import ServerSupport
import WebPages

extension BrowserSession {
    /// The dashboard's session: a cookie of its own, for `/dashboard` only, and administrators only.
    static let dashboard = BrowserSession(
        cookieName: "mybiz_dashboard", cookiePath: "/dashboard", loginPath: "/dashboard/login")
}
