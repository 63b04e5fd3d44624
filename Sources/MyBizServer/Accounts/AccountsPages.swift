import Foundation
import Hummingbird
import Logging
import MyBizAPI
import ServerHTTP
import WebPages

/// The accounts page at `/app/accounts`, for administrators only: who may log in and who each is in
/// the org chart, inviting someone into their place there (their first password shown once) and
/// changing an account's role or disabling it, through `AccountDesk`.
struct AccountsPages: Sendable {
    let screens: AppScreens
    let desk: AccountDesk
    /// The org chart the invited are placed in.
    let company: any CompanyRepository
    let resets: PasswordResetLinks

    /// The page and its forms, behind the administrators' middleware.
    func addRoutes(to app: RouterGroup<MyBizRequestContext>) {
        let administering = app.administrators(refusing: AccountDesk.forbidden)
        administering.get("/accounts") { request, context in
            try await page(notice: AppScreens.notice(request, ["changed": "The account is changed."]), request, context)
        }
        administering.post("/accounts") { request, context in
            var form = InviteForm(try await screens.form(request))
            let invitation = form.invitation()
            let admin = try context.account()
            // Every problem at once: the form's own, the org chart's and a username taken.
            for problem in try await desk.problems(of: invitation, by: admin) { form.note(problem) }
            if !form.hasProblems {
                do {
                    let invited = try await desk.invite(invitation, by: admin)
                    context.logger.info("An administrator invited account \(invited.account.id) on the web")
                    return try await page(
                        invited: AccountsView.Invited(
                            name: invited.account.name, username: invited.account.username,
                            password: invited.temporaryPassword, person: invited.person?.id.uuidString),
                        request, context)
                } catch let problem as RuleProblem {
                    form.note(problem)
                }
            }
            return try await page(inviteForm: form, status: .badRequest, request, context)
        }
        administering.post("/accounts/{id}/reset-link") { request, context in
            _ = try await screens.form(request)
            let id = try AppScreens.id(context)
            do {
                let link = try await resets.make(for: id, by: try context.account())
                let name = try await desk.list(by: try context.account()).first { $0.id == id }?.name ?? ""
                context.logger.info("An administrator made a password reset link for account \(id)")
                return try await page(
                    resetLink: AccountsView.ResetLink(
                        name: name, url: Self.site(of: request, publicURL: screens.publicURL) + link.path,
                        expires: "\(PageText.dayWithYear(link.expiresAt)) \(PageText.time(link.expiresAt)) UTC"),
                    request, context)
            } catch let refused as APIError where refused.status == .conflict {
                return try await page(inviteError: refused.reason, status: .conflict, request, context)
            }
        }
        administering.post("/accounts/{id}") { request, context in
            let fields = try await screens.form(request)
            let id = try AppScreens.id(context)
            let change = AccountChange(
                role: fields["role"].flatMap(AccountSummary.Role.init(rawValue:)),
                disabled: fields["disabled"].map { $0 == "true" },
                companyMember: fields["company-member"].map { $0 == "true" })
            do {
                _ = try await desk.change(id, change, by: try context.account())
            } catch let problem as RuleProblem {
                return try await page(inviteError: problem.pageSentence, status: .badRequest, request, context)
            }
            return HTMLPage.redirect(to: "/app/accounts?notice=changed")
        }
    }

    /// This site's address as the browser reached it, or the public one: the start of a link to hand over.
    static func site(of request: Request, publicURL: String?) -> String {
        if let publicURL, !publicURL.isEmpty {
            return publicURL.hasSuffix("/") ? String(publicURL.dropLast()) : publicURL
        }
        let scheme = BrowserSession.isHTTPS(request, publicURL: nil) ? "https" : "http"
        return "\(scheme)://\(request.head.authority ?? "localhost")"
    }

    private func page(
        notice: String? = nil, invited: AccountsView.Invited? = nil, resetLink: AccountsView.ResetLink? = nil,
        inviteError: String? = nil, inviteForm: InviteForm = .empty, status: HTTPResponse.Status = .ok,
        _ request: Request, _ context: MyBizRequestContext
    ) async throws -> Response {
        let list = try await desk.list(by: try context.account())
        let chart = OrgChart(employees: try await company.employees())
        var view = AccountsView(
            frame: try screens.frame(nil, request, context),
            accounts: list.map { AccountsView.Row($0, person: $0.person.flatMap(chart.employee)) },
            invited: invited, notice: notice, inviteError: inviteError, invite: inviteForm.view(chart: chart))
        view.resetLink = resetLink
        return try screens.library.page("app-accounts", view, status: status)
    }
}
