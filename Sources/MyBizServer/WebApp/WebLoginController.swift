import Foundation
import Hummingbird
import Logging
import MyBizAPI
import ServerHTTP
import WebPages

/// The login form, log out and the sign-up form of the web apps: a right password — or a new
/// account — starts a web session (the `mybiz_session` cookie) and goes back where the person was
/// headed; log out ends it at once.
struct WebLoginController: Sendable {
    let login: BrowserLogin
    let signup: AccountSignup
    let library: PageLibrary

    /// The form and log out, open to anyone: `pages` must find an existing session, if any.
    func addRoutes(to pages: RouterGroup<MyBizRequestContext>) {
        pages.get("/login") { request, context in try loginPage(request, context) }
        pages.post("/login") { request, context in try await logIn(request, context) }
        pages.post("/logout") { request, _ in try await login.end(request) }
        pages.get("/signup") { request, context in try signupPage(request, context) }
        pages.post("/signup") { request, context in try await signUp(request, context) }
    }

    private func signupPage(_ request: Request, _ context: MyBizRequestContext) throws -> Response {
        let next = BrowserSession.safeReturnPath(request.uri.queryParameters["next"].map(String.init), default: "/app")
        if context.identity != nil { return HTMLPage.redirect(to: next) }
        return try signupForm(request, next: next)
    }

    private func signupForm(
        _ request: Request, next: String, username: String = "", name: String = "", error: String? = nil,
        field: String? = nil, status: HTTPResponse.Status = .ok, retryAfter: Int? = nil
    ) throws -> Response {
        try login.page(request, retryAfter: retryAfter) { token in
            try library.page(
                "app-signup",
                AppSignupView(
                    next: next, username: username, name: name, csrf: token, error: error, errorField: field),
                status: status)
        }
    }

    /// A new account from the sign-up form, signed in at once; the form again, with what was typed
    /// (never the password) and the sentence beside the field, when a rule is broken.
    private func signUp(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let form = try await FormFields.of(request, limit: 16 * 1024)
        let next = BrowserSession.safeReturnPath(form["next"], default: "/app")
        let username = form["username"] ?? ""
        let name = form["name"] ?? ""
        guard login.acceptsForm(form, request) else {
            return try signupForm(
                request, next: next, username: username, name: name,
                error: "This form expired or came from another site; nothing was sent. Please try again.",
                status: .forbidden)
        }
        let account: Account
        do {
            account = try await signup.signUp(
                username: username, name: name, password: form["password"] ?? "",
                client: login.authenticator.clients.of(request, context: context))
        } catch let problem as RuleProblem {
            return try signupForm(
                request, next: next, username: username, name: name, error: problem.pageSentence,
                field: problem.field, status: .badRequest)
        } catch let refused as APIError where refused.status == .tooManyRequests {
            return try signupForm(
                request, next: next, username: username, name: name, error: refused.reason,
                status: .tooManyRequests, retryAfter: refused.retryAfter)
        }
        context.logger.info("Account \(account.id) signed up on the web")
        return try await login.start(for: account, request, goingTo: next)
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

/// The sign-up form: what was typed (never the password), and the sentence of a broken rule beside
/// its field — or above the form when it is about the form as a whole.
struct AppSignupView {
    let next: String
    let username: String
    let name: String
    let csrf: String
    let error: String?
    let usernameInvalid: Bool
    let nameInvalid: Bool
    let passwordInvalid: Bool
    let formError: Bool
    /// The login form, coming back to `next`.
    let loginLink: String
    let passwordRule = "At least \(PasswordRules.minLength) characters."
    let nameMax = SignupRequest.maxName
    let usernameMax = UsernameRules.maxLength

    /// The form with what was typed; `errorField` is `username`, `name`, `password` or `nil`.
    init(next: String, username: String, name: String, csrf: String, error: String?, errorField: String?) {
        self.next = next
        self.username = username
        self.name = name
        self.csrf = csrf
        self.error = error
        usernameInvalid = error != nil && errorField == "username"
        nameInvalid = error != nil && errorField == "name"
        passwordInvalid = error != nil && errorField == "password"
        formError = error != nil && errorField == nil
        loginLink = BrowserSession.webApps.loginLink(returningTo: next)
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
    /// The sign-up form, coming back to `next`.
    let signupLink: String

    init(username: String, csrf: String, next: String, error: String?, notice: String?) {
        self.username = username
        self.csrf = csrf
        self.next = next
        self.error = error
        self.notice = notice
        signupLink = BrowserSession.link(BrowserSession.signupPath, returningTo: next)
    }
}

/// What a login page says after the change that led to it, by `?notice=`.
enum LoginNotice {
    /// The sentence for `request`'s notice, if it names one.
    static func of(_ request: Request) -> String? {
        switch request.uri.queryParameters["notice"] {
        case "loggedout": "You are logged out. Log in again whenever you like."
        case "everywhere": "You are logged out everywhere: every browser and app must log in again."
        case "reset": "Your new password is set, and every session of yours has ended: log in with it."
        default: nil
        }
    }
}
