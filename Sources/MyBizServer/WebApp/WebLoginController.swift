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
        return try signupForm(request, AppSignupView(next: next))
    }

    private func signupForm(_ request: Request, _ view: AppSignupView, status: HTTPResponse.Status = .ok) throws
        -> Response
    {
        try login.page(request) { token in
            var view = view
            view.csrf = token
            return try library.page("app-signup", view, status: status)
        }
    }

    /// A new account from the sign-up form, signed in at once; the form again, with what was typed
    /// (never the password) and the sentence beside the field, when a rule is broken.
    private func signUp(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let form = try await FormFields.of(request, limit: 16 * 1024)
        var view = AppSignupView(
            next: BrowserSession.safeReturnPath(form["next"], default: "/app"), username: form["username"] ?? "",
            name: form["name"] ?? "")
        guard
            FormProtection.accepts(
                request, token: form[FormProtection.fieldName],
                expected: request.cookies[FormProtection.cookieName]?.value, publicURL: login.publicURL)
        else {
            view.error = "This form expired or came from another site; nothing was sent. Please try again."
            return try signupForm(request, view, status: .forbidden)
        }
        let account: Account
        do {
            account = try await signup.signUp(
                username: view.username, name: view.name, password: form["password"] ?? "",
                client: login.authenticator.clients.of(request, context: context))
        } catch let problem as RuleProblem {
            view.error = problem.pageSentence
            view.errorField = problem.field
            return try signupForm(request, view, status: .badRequest)
        } catch let refused as APIError where refused.status == .tooManyRequests {
            view.error = refused.reason
            var response = try signupForm(request, view, status: .tooManyRequests)
            if let retryAfter = refused.retryAfter { response.headers[.retryAfter] = "\(retryAfter)" }
            return response
        }
        context.logger.info("Account \(account.id) signed up on the web")
        return try await login.start(for: account, request, goingTo: view.next)
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

/// The sign-up form: what was typed (never the password), and the sentence of a broken rule.
struct AppSignupView {
    var next: String {
        didSet { nextParameter = ReturnPath.parameter(next) }
    }
    var username = ""
    var name = ""
    var csrf = ""
    var error: String? = nil {
        didSet { update() }
    }
    /// The field the error is about: `username`, `name` or `password`.
    var errorField: String? = nil {
        didSet { update() }
    }
    // Stored, not computed: templates read a view's stored properties only.
    private(set) var usernameInvalid = false
    private(set) var nameInvalid = false
    private(set) var passwordInvalid = false
    /// Whether the error is about the form as a whole.
    private(set) var formError = false
    /// `next`, written for a link's query.
    private(set) var nextParameter: String
    let passwordRule = "At least \(PasswordRules.minLength) characters."

    init(next: String, username: String = "", name: String = "") {
        self.next = next
        self.username = username
        self.name = name
        nextParameter = ReturnPath.parameter(next)
    }

    private mutating func update() {
        usernameInvalid = errorField == "username"
        nameInvalid = errorField == "name"
        passwordInvalid = errorField == "password"
        formError = error != nil && errorField == nil
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
    /// `next`, written for a link's query.
    let nextParameter: String

    init(username: String, csrf: String, next: String, error: String?, notice: String?) {
        self.username = username
        self.csrf = csrf
        self.next = next
        self.error = error
        self.notice = notice
        nextParameter = ReturnPath.parameter(next)
    }
}

/// A path to come back to, written as a link's query parameter.
enum ReturnPath {
    static func parameter(_ path: String) -> String {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=?+#")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? "/app"
    }
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
