import Foundation
import Hummingbird
import Logging
import ServerSupport

/// The company app's login form and log out: a right password starts a web session (the
/// `mybiz_session` cookie) and goes back where the person was headed; log out ends it at once.
struct WebLoginController: Sendable {
    let authenticator: Authenticator
    let accounts: any AccountRepository
    let library: PageLibrary
    /// The address clients use (`--public-url`), for cookies and form origins.
    let publicURL: String?

    /// The form and log out, open to anyone: `pages` must find an existing session, if any.
    func addRoutes(to pages: RouterGroup<MyBizRequestContext>) {
        pages.get("/login") { request, context in try loginPage(request, context) }
        pages.post("/login") { request, context in try await login(request, context) }
        pages.post("/logout") { request, _ in try await logout(request) }
    }

    private func loginPage(_ request: Request, _ context: MyBizRequestContext) throws -> Response {
        let next = WebSession.safeReturnPath(request.uri.queryParameters["next"].map(String.init))
        if context.identity != nil { return HTMLPage.redirect(to: next) }
        return try loginForm(request, username: "", next: next, error: nil)
    }

    private func loginForm(
        _ request: Request, username: String, next: String, error: String?, status: HTTPResponse.Status = .ok,
        retryAfter: Int? = nil
    ) throws -> Response {
        try LoginFormCheck(authenticator: authenticator, publicURL: publicURL).page(
            request, cookiePath: "/app", retryAfter: retryAfter
        ) { token in
            try library.page(
                "app-login", AppLoginView(username: username, csrf: token, next: next, error: error), status: status)
        }
    }

    private func login(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let form = try await FormFields.of(request, limit: 16 * 1024)
        let username = form["username"] ?? ""
        let next = WebSession.safeReturnPath(form["next"])
        let account: Account
        do {
            account = try await LoginFormCheck(authenticator: authenticator, publicURL: publicURL).account(
                form, request, client: authenticator.clients.of(request, context: context))
        } catch let refusal as LoginFormCheck.Refusal {
            return try loginForm(
                request, username: username, next: next, error: refusal.sentence, status: refusal.status,
                retryAfter: refusal.retryAfter)
        }
        let token = try await authenticator.issueToken(for: account, kind: .webSession, lifetime: WebSession.lifetime)
        context.logger.info("Account \(account.id) logged in to the web app")
        var response = HTMLPage.redirect(to: next)
        response.setCookie(WebSession.cookie(token.text, request: request, publicURL: publicURL))
        return response
    }

    private func logout(_ request: Request) async throws -> Response {
        let form = try await FormFields.of(request, limit: 16 * 1024)
        guard let session = WebSession.token(of: request) else { return HTMLPage.redirect(to: WebSession.loginPath) }
        guard WebSession.acceptsForm(request, form, publicURL: publicURL) else {
            throw APIError(.forbidden, "That log-out form expired or came from another site; you are still logged in.")
        }
        try await accounts.revokeToken(
            hash: SessionToken(text: session).hash, kind: .webSession, at: authenticator.now())
        var response = HTMLPage.redirect(to: WebSession.loginPath)
        response.setCookie(WebSession.cookie("", request: request, publicURL: publicURL))
        return response
    }
}

/// The login form.
struct AppLoginView {
    let username: String
    let csrf: String
    let next: String
    let error: String?
}
