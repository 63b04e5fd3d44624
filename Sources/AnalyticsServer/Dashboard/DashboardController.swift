import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import ServerHTTP
import WebPages

/// The product owner's dashboard: a server-rendered page of the company app, for administrators
/// signed in to the web apps (the same session as `/app` and `/todo`, so no second login). A browser
/// without a session is sent to the app's login and brought back; a member gets a 403 page.
struct DashboardController: Sendable {
    /// Who is signed in to the web apps.
    let sessions: any WebSessionReader
    /// The time now.
    let clock: @Sendable () -> Date
    let analytics: any AnalyticsRepository
    let library: PageLibrary
    /// The dashboard as each administrator last saw it, dropped when a report is stored.
    let pages: RenderedPages
    /// The version the app's pages report, the server's.
    let appVersion: String

    /// How long a kept dashboard is shown: its live figure (people active in the last 30 minutes)
    /// changes as time passes, and reports stored through another instance show after at most this.
    static let liveFigureAge: TimeInterval = 10

    /// Why a member may not.
    static let forbidden = APIError(.forbidden, "The dashboard is for administrators. Ask one if you need its figures.")

    /// Where the app's login brings a browser back to the dashboard.
    static let loginRedirect = "/app/login?next=%2Fdashboard"

    /// The dashboard, for an administrator's web session; `/dashboard/login`, the old login page, leads
    /// to the app's.
    func addRoutes(to dashboard: RouterGroup<AnalyticsRequestContext>) {
        dashboard.get("/login") { _, _ in HTMLPage.redirect(to: Self.loginRedirect) }
        dashboard.post("/login") { _, _ in HTMLPage.redirect(to: Self.loginRedirect) }
        let signedIn = dashboard.group().add(middleware: SignInMiddleware(sessions: sessions, credential: .webSession))
            .administrators(refusing: Self.forbidden)
        signedIn.get { request, context in try await self.dashboard(request, context) }
        signedIn.get("/export.csv") { request, _ in try await export(request) }
    }

    /// The period `request` asks for, or the last 7 days and what was asked for and why not.
    private func period(_ request: Request, now: Date) throws -> (
        DashboardPeriod, refused: DashboardView.RefusedPeriod?
    ) {
        let query = Dictionary(
            request.uri.queryParameters.map { (String($0.key), String($0.value)) },
            uniquingKeysWith: { first, _ in first })
        do {
            return (try DashboardPeriod.parse(query, now: now), nil)
        } catch {
            let refused = DashboardView.RefusedPeriod(
                reason: error.reason, custom: query["period"] == DashboardPeriod.Choice.custom.rawValue,
                from: query["from"] ?? "", to: query["to"] ?? "")
            return (try DashboardPeriod.parse([:], now: now), refused)
        }
    }

    /// What the page shows, as CSV: one row per screen, day and event of the period.
    private func export(_ request: Request) async throws -> Response {
        let (period, refused) = try period(request, now: clock())
        if let refused { throw APIError.badRequest(refused.reason) }
        let summary = AnalyticsSummaryBuilder.summary(try await analytics.usage(in: period.range), period: period.range)
        let csv = DashboardExport.csv(summary)
        return Response(
            status: .ok,
            headers: [
                .contentType: "text/csv; charset=utf-8", .cacheControl: "no-store",
                .contentDisposition: "attachment; filename=\"mybiz-\(period.firstDay)-to-\(period.lastDay).csv\"",
            ],
            body: .init(byteBuffer: ByteBuffer(string: csv)))
    }

    private func dashboard(_ request: Request, _ context: AnalyticsRequestContext) async throws -> Response {
        let person = try context.person()
        let now = clock()
        let (period, refused) = try period(request, now: now)
        let frame = AppFrame(person, screen: nil, request, appVersion: appVersion)
        guard refused == nil else {
            return try library.page(
                "dashboard", try await view(frame, period, refused: refused, now: now), status: .badRequest)
        }
        let key = frame.pageKey("dashboard", period.choice.rawValue, period.firstDay, period.lastDay)
        return try await pages.page(key) {
            try library.answer("dashboard", try await view(frame, period, refused: nil, now: now))
                .valid(until: now.addingTimeInterval(Self.liveFigureAge))
        }
    }

    private func view(
        _ frame: AppFrame, _ period: DashboardPeriod, refused: DashboardView.RefusedPeriod?, now: Date
    ) async throws
        -> DashboardView
    {
        async let live = analytics.breakdown(in: now.addingTimeInterval(-30 * 60)..<now.addingTimeInterval(1))
        async let current = analytics.usageAndBreakdown(in: period.range)
        async let previous = analytics.breakdown(in: AnalyticsSummaryBuilder.previous(period.range))
        let (usage, breakdown) = try await current
        let summary = AnalyticsSummaryBuilder.summary(usage, period: period.range)
        return DashboardView(
            frame: frame, period: period, summary: summary, breakdown: breakdown,
            previous: try await previous, refused: refused, liveUsers: try await live.users)
    }
}
