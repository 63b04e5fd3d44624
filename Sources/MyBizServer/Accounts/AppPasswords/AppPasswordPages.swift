import Foundation
import Hummingbird
import Logging
import ServerHTTP
import WebPages

/// App passwords on Settings (`/app/settings/app-passwords`): make one for each app that syncs the
/// to-do list over CalDAV, see when each was last used, revoke any.
struct AppPasswordPages: Sendable {
    let screens: AppScreens
    let desk: AppPasswordDesk

    func addRoutes(to app: RouterGroup<MyBizRequestContext>) {
        app.get("/settings/app-passwords") { request, context in
            let notice = AppScreens.notice(
                request, ["revoked": "The app password is revoked: the app can no longer sign in with it."])
            return try await page(request, context, notice: notice)
        }
        app.post("/settings/app-passwords") { request, context in
            let fields = try await screens.form(request)
            let name = fields["name"] ?? ""
            do {
                let (password, secret) = try await desk.make(
                    named: name, for: try context.account(), zone: CalendarPages.readerZone(request))
                context.logger.info("An app password was made", metadata: ["appPassword": "\(password.id)"])
                return try await page(
                    request, context, made: AppPasswordsView.Made(name: password.name, secret: secret))
            } catch let refusal as AppPasswordDesk.Refusal {
                let message =
                    switch refusal {
                    case .name(let problem): problem
                    case .tooMany:
                        "You have \(AppPassword.maxCount) app passwords already: revoke one you no longer use first."
                    }
                return try await page(request, context, name: name, nameError: message, status: .badRequest)
            }
        }
        app.post("/settings/app-passwords/{id}/revoke") { request, context in
            _ = try await screens.form(request)
            guard try await desk.revoke(try AppScreens.id(context), of: try context.account()) else {
                throw APIError(.notFound, "There is no such app password: it may have been revoked already.")
            }
            return HTMLPage.redirect(to: "/app/settings/app-passwords?notice=revoked")
        }
    }

    private func page(
        _ request: Request, _ context: MyBizRequestContext, notice: String? = nil, made: AppPasswordsView.Made? = nil,
        name: String = "", nameError: String? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let account = try context.account()
        return try screens.library.page(
            "app-passwords",
            AppPasswordsView(
                frame: try screens.frame(nil, request, context), username: account.username,
                server: AccountsPages.site(of: request, publicURL: screens.publicURL),
                passwords: try await desk.passwords.passwords(of: account.id), made: made, name: name,
                nameError: nameError, notice: notice),
            status: status)
    }
}
