import Foundation
import Hummingbird
import Logging
import WebPages

/// The company app's login form and log out: a right password starts a web session (the
/// `mybiz_session` cookie) and goes back where the person was headed; log out ends it at once.
struct WebLoginController: Sendable {
    let login: BrowserLogin
    let library: PageLibrary

    /// The form and log out, open to anyone: `pages` must find an existing session, if any.
    func addRoutes(to pages: RouterGroup<MyBizRequestContext>) {
        pages.get("/login") { request, context in try loginPage(request, context) }
        pages.post("/login") { request, context in try await logIn(request, context) }
        pages.post("/logout") { request, _ in try await login.end(request) }
    }

    private func loginPage(_ request: Request, _ context: MyBizRequestContext) throws -> Response {
        let next = BrowserSession.safeReturnPath(request.uri.queryParameters["next"].map(String.init), default: "/app")
        if context.identity != nil { return HTMLPage.redirect(to: next) }
        return try loginForm(request, username: "", next: next, error: nil, notice: LoginNotice.of(request))
    }

    private func loginForm(
        _ request: Request, username: String, next: String, error: String?, notice: String? = nil,
        status: HTTPResponse.Status = .ok, retryAfter: Int? = nil
    ) throws -> Response {
        try login.page(request, retryAfter: retryAfter) { token in
            try library.page(
                "app-login",
                AppLoginView(username: username, csrf: token, next: next, error: error, notice: notice), status: status)
        }
    }

    private func logIn(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let form = try await FormFields.of(request, limit: 16 * 1024)
        let username = form["username"] ?? ""
        let next = BrowserSession.safeReturnPath(form["next"], default: "/app")
        let account: Account
        do {
            account = try await login.account(form, request, context: context)
        } catch let refusal as BrowserLogin.Refusal {
            return try loginForm(
                request, username: username, next: next, error: refusal.sentence, status: refusal.status,
                retryAfter: refusal.retryAfter)
        }
        context.logger.info("Account \(account.id) logged in to the web app")
        return try await login.start(for: account, request, goingTo: next)
    }
}

/// The login form.
struct AppLoginView {
    let username: String
    let csrf: String
    let next: String
    let error: String?
    /// What the page says after the change that led to it: a logout.
    let notice: String?
}

/// What a login page says after the change that led to it, by `?notice=`.
enum LoginNotice {
    /// The sentence for `request`'s notice, if it names one.
    static func of(_ request: Request) -> String? {
        switch request.uri.queryParameters["notice"] {
        case "loggedout": "You are logged out. Log in again whenever you like."
        case "everywhere": "You are logged out everywhere: every browser and app must log in again."
        default: nil
        }
    }
}
