import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import ServerSupport
import WebPages

/// The product owner's dashboard: a server-rendered page of the company app, for administrators
/// signed in to the web apps (the same session as `/app` and `/todo`, so no second login). A browser
/// without a session is sent to the app's login and brought back; a member gets a 403 page.
struct DashboardController: Sendable {
    let authenticator: Authenticator
    let analytics: any AnalyticsRepository
    let library: PageLibrary
    /// The version the app's pages report, the server's.
    let appVersion: String

    /// Where the app's login brings a browser back to the dashboard.
    static let loginRedirect = "/app/login?next=%2Fdashboard"

    /// The dashboard, for an administrator's web session; `/dashboard/login`, the old login page, leads
    /// to the app's.
    func addRoutes(to dashboard: RouterGroup<MyBizRequestContext>) {
        let pages = dashboard.add(middleware: WebSessionAuthenticator(authenticator: authenticator))
        pages.get("/login") { _, _ in HTMLPage.redirect(to: Self.loginRedirect) }
        pages.post("/login") { _, _ in HTMLPage.redirect(to: Self.loginRedirect) }
        let signedIn = pages.group().add(middleware: RequireWebSession()).add(middleware: RequireAdministrator())
        signedIn.get { request, context in try await self.dashboard(request, context) }
    }

    private func dashboard(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let account = try context.account()
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
            frame: AppFrame(account, screen: nil, request, appVersion: appVersion), period: period,
            summary: summary, breakdown: try await breakdown, previous: try await previous, error: problem)
        return try library.page("dashboard", view, status: problem == nil ? .ok : .badRequest)
    }
}

/// Lets only administrators on: anyone else signed in gets a 403 page saying so.
struct RequireAdministrator: RouterMiddleware {
    typealias Context = MyBizRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        guard try context.account().role == .admin else {
            throw APIError(.forbidden, "The dashboard is for administrators. Ask one if you need its figures.")
        }
        return try await next(request, context)
    }
}
