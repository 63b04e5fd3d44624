import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import ServerSupport
import WebPages

/// The product owner's dashboard: server-rendered pages behind an admin login with a session
/// cookie (HttpOnly, SameSite=Strict, Secure when the request came over HTTPS).
struct DashboardController: Sendable {
    let authenticator: Authenticator
    let accounts: any AccountRepository
    let analytics: any AnalyticsRepository
    let library: PageLibrary
    /// The address clients use (`--public-url`): forms sent from it are this server's, even when a
    /// proxy passes the request on under another Host.
    let publicURL: String?

    private var login: BrowserLogin {
        BrowserLogin(
            authenticator: authenticator, session: .dashboard, kind: .dashboardSession,
            publicURL: publicURL)
    }

    /// The login page and form, open to anyone; the dashboard and logout, for a signed-in
    /// administrator only (others are sent to the login page).
    func addRoutes(to dashboard: RouterGroup<MyBizRequestContext>) {
        let pages = dashboard.add(middleware: DashboardSessionAuthenticator(authenticator: authenticator))
        pages.get("/login") { request, context in try await loginPage(request, context) }
        pages.post("/login") { request, context in try await logIn(request, context) }
        let signedIn = pages.group().add(middleware: RequireDashboardSession())
        signedIn.get { request, context in try await self.dashboard(request, try context.account()) }
        signedIn.post("/logout") { request, _ in try await login.end(request) }
    }

    private func dashboard(_ request: Request, _ account: Account) async throws -> Response {
        let now = authenticator.now()
        let query = Dictionary(
            request.uri.queryParameters.map { (String($0.key), String($0.value)) },
            uniquingKeysWith: { first, _ in first })
        let period: DashboardPeriod
        var problem: String?
        do {
            period = try DashboardPeriod.parse(query, now: now)
        } catch {
            period = try DashboardPeriod.parse([:], now: now)
            problem = error.reason
        }
        async let usage = analytics.usage(in: period.range)
        async let breakdown = analytics.breakdown(in: period.range)
        async let previous = analytics.breakdown(in: AnalyticsSummaryBuilder.previous(period.range))
        let summary = AnalyticsSummaryBuilder.summary(try await usage, period: period.range)
        let view = DashboardView(
            username: account.username, name: account.name, csrf: BrowserSession.dashboard.formToken(of: request),
            period: period,
            summary: summary, breakdown: try await breakdown, previous: try await previous, error: problem)
        return try library.page("dashboard", view, status: problem == nil ? .ok : .badRequest)
    }

    private func loginPage(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        if context.identity != nil { return HTMLPage.redirect(to: "/dashboard") }
        return try loginForm(request, username: "", error: nil, notice: LoginNotice.of(request))
    }

    /// The login page with `error`, its form's token in the form cookie (kept while it lasts).
    private func loginForm(
        _ request: Request, username: String, error: String?, notice: String? = nil, status: HTTPResponse.Status = .ok,
        retryAfter: Int? = nil
    ) throws -> Response {
        try login.page(request, retryAfter: retryAfter) { token in
            try library.page(
                "dashboard-login",
                DashboardLoginView(username: username, csrf: token, error: error, notice: notice), status: status)
        }
    }

    private func logIn(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let form = try await FormFields.of(request, limit: 16 * 1024)
        let username = form["username"] ?? ""
        let account: Account
        do {
            account = try await login.account(form, request, context: context)
        } catch let refusal as BrowserLogin.Refusal {
            return try loginForm(
                request, username: username, error: refusal.sentence, status: refusal.status,
                retryAfter: refusal.retryAfter)
        }
        guard account.role == .admin else {
            return try loginForm(
                request, username: username,
                error: "Only administrators can open the dashboard; \(username) is not one.", status: .forbidden)
        }
        context.logger.info("Account \(account.id) logged in to the dashboard")
        return try await login.start(for: account, request, goingTo: "/dashboard")
    }
}
