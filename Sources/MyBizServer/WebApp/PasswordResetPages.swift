import Foundation
import Hummingbird
import Logging
import MyBizAPI
import ServerHTTP
import WebPages

/// The page a password reset link opens, `/app/reset/{token}`, open without a session: a new
/// password, typed twice, set once (`PasswordResetLinks`); then the login form.
struct PasswordResetPages: Sendable {
    let login: BrowserLogin
    let resets: PasswordResetLinks
    let library: PageLibrary

    /// The form and its post: `pages` must find an existing session, if any (it is not needed).
    func addRoutes(to pages: RouterGroup<MyBizRequestContext>) {
        pages.get("/reset/{token}") { request, context in
            let token = context.parameters.get("token") ?? ""
            guard let account = try await resets.account(for: token) else { return try gone(request) }
            return try form(request, token: token, name: account.name)
        }
        pages.post("/reset/{token}") { request, context in try await reset(request, context) }
    }

    private func reset(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let token = context.parameters.get("token") ?? ""
        let fields = try await FormFields.of(request, limit: 16 * 1024)
        guard let account = try await resets.account(for: token) else { return try gone(request) }
        guard login.acceptsForm(fields, request) else {
            return try form(
                request, token: token, name: account.name,
                error: "This form expired or came from another site; nothing was changed. Please try again.",
                status: .forbidden)
        }
        let new = fields["new-password"] ?? ""
        var view = PasswordResetView(token: token, name: account.name, csrf: "")
        view.newError = PasswordRules.problem(new, field: "The new password")
        if new != (fields["repeat-password"] ?? "") {
            view.repeatError = "The two passwords differ: type the same one twice."
        }
        guard view.newError == nil, view.repeatError == nil else {
            return try form(request, view, status: .badRequest)
        }
        do {
            _ = try await resets.use(token, new: new)
        } catch let refused as APIError where refused.status == .gone {
            return try gone(request)
        }
        context.logger.info("Account \(account.id) set a new password with a reset link")
        return HTMLPage.redirect(to: "/app/login?notice=reset")
    }

    private func form(
        _ request: Request, token: String, name: String, error: String? = nil, status: HTTPResponse.Status = .ok
    ) throws -> Response {
        var view = PasswordResetView(token: token, name: name, csrf: "")
        view.error = error
        return try form(request, view, status: status)
    }

    private func form(_ request: Request, _ view: PasswordResetView, status: HTTPResponse.Status) throws -> Response {
        try login.page(request) { csrf in
            var view = view
            view.csrf = csrf
            return try library.page("app-reset", view, status: status)
        }
    }

    private func gone(_ request: Request) throws -> Response {
        try login.page(request) { _ in
            try library.page("app-reset", PasswordResetView.gone, status: .gone)
        }
    }
}

/// The reset form: whose password, and what was wrong with the one typed.
struct PasswordResetView {
    var token: String
    var name: String
    var csrf: String
    var newError: String?
    var repeatError: String?
    var error: String?
    /// Whether the link no longer works, which the page says instead of the form.
    var isGone = false
    let minLength = PasswordRules.minLength
    let goneSentence = PasswordResetLinks.gone.reason

    static let gone = PasswordResetView(token: "", name: "", csrf: "", isGone: true)
}
