import Foundation
import Hummingbird
import MyBizAPI
import SQLKit
import ServerDatabase
import ServerHTTP
import ServerObservability
import WebPages

/// What the analytics are set up with beyond their database.
package struct AnalyticsSettings: Sendable {
    /// Whether anyone, logged in or not, may read the raw list (`--open-analytics`).
    package var openList: Bool
    /// The address clients use (`--public-url`), for the report route's same-origin check.
    package var publicURL: String?
    /// Where the reports stored are counted.
    package var metrics: ServerMetrics
    /// The product's version, which the dashboard reports as its app's.
    package var appVersion: String
    /// How much one account may report.
    package var budget: AnalyticsBudgetLimits

    /// Settings for the analytics.
    package init(
        openList: Bool = false, publicURL: String? = nil, metrics: ServerMetrics = .disabled,
        appVersion: String = "0.0.0", budget: AnalyticsBudgetLimits = .standard
    ) {
        self.openList = openList
        self.publicURL = publicURL
        self.metrics = metrics
        self.appVersion = appVersion
        self.budget = budget
    }
}

/// The analytics put together: reports in (`/api/analytics`, its batches), the summary and raw list
/// for administrators, and the product owner's dashboard (`/dashboard`) — over the server's database,
/// for whoever the MyBiz accounts' `WebSessionReader` says is signed in. What the server composes;
/// everything inside stays this module's own.
package struct AnalyticsRoutes: Sendable {
    /// The analytics' schema, which the server brings up to date at start-up.
    package static let migrations = AnalyticsMigrations.all
    /// The dashboard's template and script.
    package static let webResources = WebResources(embedded: EmbeddedResources.embedded)

    let analytics: any AnalyticsRepository
    let sessions: any WebSessionReader
    let settings: AnalyticsSettings
    let library: PageLibrary
    /// The dashboard as each administrator last saw it, until a report is stored or its live figure
    /// is due again.
    let dashboardPages: RenderedPages
    /// How much each account has reported, against `settings.budget`.
    let budget: AnalyticsBudget
    let clock: @Sendable () -> Date

    /// The analytics on `database`, the dashboard following `changes`; `sessions` says who is signed in.
    package init(
        database: any SQLDatabase, sessions: any WebSessionReader, settings: AnalyticsSettings,
        changes: DataChanges, clock: @escaping @Sendable () -> Date = { Date() }
    ) throws {
        // Reports are not versioned in the database (a counter every report raised would make them
        // queue behind one row): reports through this server drop the pages at once, those through
        // another instance show when a page's live figure is due (`DashboardController.liveFigureAge`).
        let dashboardPages = RenderedPages(VersionedAnswerCache(recheckInterval: .seconds(3_600), now: clock) { 0 })
        dashboardPages.follow(.analytics, on: changes)
        analytics = GroupCommitAnalyticsRepository(SQLAnalyticsRepository(database: database, changes: changes))
        self.sessions = sessions
        self.settings = settings
        library = try PageLibrary(Self.webResources)
        self.dashboardPages = dashboardPages
        budget = AnalyticsBudget(settings.budget)
        self.clock = clock
    }

    /// Adds the API's routes under `/api/analytics` and the dashboard at `/dashboard`. Reports come
    /// with an API token, or from the web apps' own pages with their session; batches, the summary and
    /// the raw list need a token (the list none with `openList`); reading is for administrators.
    package func addRoutes(to router: Router<AppRequestContext>) {
        let controller = AnalyticsController(
            analytics: analytics, clock: clock, openList: settings.openList, metrics: settings.metrics,
            budget: budget)
        let api = router.group(context: AnalyticsRequestContext.self).add(middleware: ErrorMiddleware(Self.errors))
        controller.addPublicRoutes(to: api)
        controller.addReportRoute(
            to: api.group()
                .add(
                    middleware: SignInMiddleware(
                        sessions: sessions,
                        credential: .apiTokenOrPageScript(
                            publicURL: settings.publicURL))))
        controller.addRoutes(
            to: api.group().add(middleware: SignInMiddleware(sessions: sessions, credential: .apiToken)))
        DashboardController(
            sessions: sessions, clock: clock, analytics: analytics, library: library, pages: dashboardPages,
            appVersion: settings.appVersion
        ).addRoutes(
            to: router.group("/dashboard", context: AnalyticsRequestContext.self)
                .add(middleware: ErrorMiddleware(ErrorPage(otherwise: Self.errors))))
    }

    /// The MyBiz contract's error body, which the analytics routes are part of.
    static let errors = ErrorBodyFormat { ErrorBody(reason: $0.reason, field: $0.field) }
}
