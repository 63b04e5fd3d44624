import Foundation
import Hummingbird
import Logging
import MyBizAPI
import ServerHTTP
import WebPages

/// The Settings screen at `/app/settings`: who is logged in, changing the password and logging out
/// everywhere.
struct SettingsPages: Sendable {
    let screens: AppScreens
    let authenticator: Authenticator
    /// How this browser's session goes on under a new id after a password change.
    let login: BrowserLogin

    /// The screen and its two forms, for everyone logged in.
    func addRoutes(to app: RouterGroup<MyBizRequestContext>) {
        app.get("/settings") { request, context in
            let notice = AppScreens.notice(request, ["password": "Your password is changed."])
            let account = try context.account()
            let frame = try screens.frame(.settings, request, context)
            let key = frame.pageKey(
                "app-settings", account.name, notice ?? "", account.mustChoosePassword ? "temporary" : "")
            return try await screens.renderedPages.page(key) {
                try screens.library.answer("app-settings", view(PasswordChangeForm(notice: notice), account, frame))
                    .notKept(if: notice != nil)
            }
        }
        app.post("/settings/password") { request, context in try await changePassword(request, context) }
        app.post("/settings/logout-everywhere") { request, context in
            _ = try await screens.form(request)
            try await authenticator.revokeAll(of: try context.account())
            context.logger.info("An account logged out everywhere on the web")
            var response = HTMLPage.redirect(to: "/app/login?notice=everywhere")
            response.setCookie(BrowserSession.webApps.cookie("", request: request, publicURL: screens.publicURL))
            response.forgetWhatTheDeviceKept()
            return response
        }
    }

    /// Changes the password from the form: every session and token of the account ends, this
    /// browser's too, which goes on under a new session id — one that anybody may have seen before the
    /// change is no use after it.
    private func changePassword(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let fields = try await screens.form(request)
        var form = PasswordChangeForm()
        let new = fields["new-password"] ?? ""
        if new != (fields["repeat-password"] ?? "") {
            form.repeatError = "The two new passwords differ: type the same one twice."
            // Said together, so the form need not be sent twice to learn of both.
            form.newError = PasswordRules.problem(new, field: "The new password")
            return try page(form, status: .badRequest, request, context)
        }
        do {
            try await authenticator.changePassword(
                of: try context.account(), current: fields["current-password"] ?? "", new: new, keeping: nil,
                client: authenticator.clients.of(request, context: context))
        } catch let problem as RuleProblem {
            // The rule said as this form names the field.
            form.newError = PasswordRules.problem(new, field: "The new password") ?? problem.pageSentence
            return try page(form, status: .badRequest, request, context)
        } catch let error as APIError {
            if error.status == .forbidden {
                form.currentError = "That is not your current password."
            } else {
                form.error = error.reason
            }
            return try page(form, status: error.status, request, context)
        }
        context.logger.info("An account changed its password on the web")
        return try await login.start(for: try context.account(), request, goingTo: "/app/settings?notice=password")
    }

    private func page(
        _ form: PasswordChangeForm, status: HTTPResponse.Status, _ request: Request, _ context: MyBizRequestContext
    ) throws -> Response {
        try screens.library.page(
            "app-settings", view(form, try context.account(), try screens.frame(.settings, request, context)),
            status: status)
    }

    private func view(_ form: PasswordChangeForm, _ account: Account, _ frame: AppFrame) -> SettingsView {
        SettingsView(
            frame: frame, name: account.name, username: account.username,
            role: account.role == .admin
                ? "Administrator" : account.isCompanyMember ? "Member" : "Market and to-do list only",
            outsideCompany: !account.isCompanyMember, choosePassword: account.mustChoosePassword, password: form)
    }
}
