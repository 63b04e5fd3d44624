import Foundation
import Hummingbird
import HummingbirdAuth
import Logging
import MyBizAPI
import SQLKit
import ServerDatabase
import ServerHTTP
import ServerObservability
import ServerSecurity
import WebPages

/// What the MyBiz API is set up with beyond its database.
package struct MyBizSettings: Sendable {
    /// How long an API token opens sessions.
    package var tokenLifetime: Duration
    /// The largest total a purchase order may have.
    package var maxPurchaseOrderExpense: Double
    /// Whether anyone, logged in or not, may read the raw analytics list.
    package var openAnalytics: Bool
    /// The address clients use (`--public-url`), for the dashboard's cookies and forms.
    package var publicURL: String?
    /// Where the API counts what it stores.
    package var metrics: ServerMetrics
    /// How late a change made through another server sharing the database may be seen here: a
    /// logout (tokens are trusted from memory this long) and new purchase orders (lists are served
    /// from memory and their version read again this often).
    package var cacheRecheckInterval: Duration
    /// The product's version, which the company app's pages report as their app's in analytics.
    package var appVersion: String
    /// The catalogue's currency: its prices', orders' amounts' and their limit's.
    package var currency: CatalogueCurrency
    /// How much one account may report to analytics.
    package var analyticsBudget: AnalyticsBudgetLimits

    /// Settings for the API.
    package init(
        tokenLifetime: Duration, maxPurchaseOrderExpense: Double, openAnalytics: Bool, publicURL: String?,
        metrics: ServerMetrics = .disabled, cacheRecheckInterval: Duration = .seconds(1), appVersion: String = "0.0.0",
        currency: CatalogueCurrency = .usDollar, analyticsBudget: AnalyticsBudgetLimits = .standard
    ) {
        self.analyticsBudget = analyticsBudget
        self.appVersion = appVersion
        self.currency = currency
        self.tokenLifetime = tokenLifetime
        self.maxPurchaseOrderExpense = maxPurchaseOrderExpense
        self.openAnalytics = openAnalytics
        self.publicURL = publicURL
        self.metrics = metrics
        self.cacheRecheckInterval = cacheRecheckInterval
    }
}

/// The MyBiz API put together: its repositories over the server's database, its controllers, the
/// dashboard that reads them, and the company app's pages. What the server composes; everything
/// inside stays this module's own.
package struct MyBizRoutes: Sendable {
    /// The API's schema, which the server brings up to date at start-up.
    package static let migrations = MyBizMigrations.all

    let accounts: any AccountRepository
    let company: any CompanyRepository
    let purchases: any PurchaseRepository
    let analytics: any AnalyticsRepository
    let lists: ListAnswers
    let authenticator: Authenticator
    let passwords: any PasswordHasher
    let settings: MyBizSettings
    let pages: PageLibrary
    /// The dashboard as each administrator last saw it, until a report is stored or its live figure
    /// is due again.
    let dashboardPages: RenderedPages
    /// How much each account has reported, against `settings.analyticsBudget`.
    let budget: AnalyticsBudget

    /// The company app's pages' templates and scripts, and the dashboard's.
    package static let webResources = WebResources(embedded: EmbeddedResources.embedded)

    /// The API on `database`, its caches following `changes`; the decoy hash costs one bcrypt round at
    /// start-up.
    package init(
        database: any SQLDatabase, passwords: any PasswordHasher, limiter: AttemptLimiter, clients: ClientAddress,
        settings: MyBizSettings, changes: DataChanges = DataChanges()
    ) async throws {
        let accounts = SQLAccountRepository(database: database)
        let authenticator = Authenticator(
            accounts: accounts, tokens: TokenCache(maxAge: settings.cacheRecheckInterval), passwords: passwords,
            limiter: limiter, clients: clients, now: { Date() },
            decoyHash: try await passwords.hash(SessionToken.random().text))
        let companyCache = {
            VersionedAnswerCache(recheckInterval: settings.cacheRecheckInterval, now: authenticator.now) {
                try await SQLCompanyRepository.version.read(from: database)
            }
        }
        let lists = ListAnswers(cache: companyCache(), pages: RenderedPages(companyCache()))
        lists.follow(changes)
        // Reports are not versioned in the database (a counter every report raised would make them
        // queue behind one row): reports through this server drop the pages at once, those through
        // another instance show when a page's live figure is due (`DashboardController.liveFigureAge`).
        let dashboardPages = RenderedPages(
            VersionedAnswerCache(recheckInterval: .seconds(3_600), now: authenticator.now) { 0 })
        dashboardPages.follow(.analytics, on: changes)
        self.accounts = accounts
        company = SQLCompanyRepository(database: database, changes: changes, currency: settings.currency)
        purchases = SQLPurchaseRepository(database: database, changes: changes)
        analytics = GroupCommitAnalyticsRepository(SQLAnalyticsRepository(database: database, changes: changes))
        self.lists = lists
        self.authenticator = authenticator
        self.passwords = passwords
        self.settings = settings
        pages = try PageLibrary(Self.webResources)
        self.dashboardPages = dashboardPages
        budget = AnalyticsBudget(settings.analyticsBudget)
    }

    /// Adds the API's routes, the dashboard's and the company app's pages. Every API route but
    /// sign-up and login (and the raw analytics list when it is open) sits in a group behind the
    /// bearer-token authenticator, so a route added there cannot forget to ask for a login. The
    /// web app's session cookie opens one API route besides: `POST /api/analytics`, through which
    /// its pages report the screens shown.
    package func addRoutes(to router: Router<AppRequestContext>) {
        let accountDesk = AccountDesk(accounts: accounts, authenticator: authenticator, passwords: passwords)
        let accountRoutes = AccountController(
            accounts: accounts, desk: accountDesk, authenticator: authenticator, passwords: passwords,
            tokenLifetime: settings.tokenLifetime, answers: lists)
        let analyticsRoutes = AnalyticsController(
            analytics: analytics, authenticator: authenticator, openList: settings.openAnalytics,
            metrics: settings.metrics, budget: budget)

        let ordering = PurchaseOrdering(
            purchases: purchases, company: company, maxExpense: settings.maxPurchaseOrderExpense,
            currency: settings.currency, now: authenticator.now)
        let api = router.group(context: MyBizRequestContext.self).add(middleware: ErrorMiddleware(MyBizErrors.format))
        accountRoutes.addPublicRoutes(to: api)
        analyticsRoutes.addPublicRoutes(to: api)

        let loggedIn = api.group()
            .add(middleware: BearerTokenAuthenticator(authenticator: authenticator))
            .add(middleware: IsAuthenticatedMiddleware())
        accountRoutes.addRoutes(to: loggedIn)
        let desk = AnnouncementDesk(company: company, now: authenticator.now)
        let eventDesk = EventDesk(company: company)
        let people = EmployeeDesk(company: company)
        let catalogue = CatalogueDesk(company: company)
        CompanyController(
            company: company, lists: lists, desk: desk, events: eventDesk, people: people,
            catalogue: catalogue
        )
        .addRoutes(to: loggedIn)
        PurchaseController(ordering: ordering, lists: lists).addRoutes(to: loggedIn)
        analyticsRoutes.addRoutes(to: loggedIn)
        let reporting = api.group()
            .add(middleware: BearerTokenAuthenticator(authenticator: authenticator))
            .add(middleware: WebSessionAPIAuthenticator(authenticator: authenticator, publicURL: settings.publicURL))
            .add(middleware: IsAuthenticatedMiddleware())
        analyticsRoutes.addReportRoute(to: reporting)

        DashboardController(
            authenticator: authenticator, analytics: analytics, library: pages, pages: dashboardPages,
            appVersion: settings.appVersion
        ).addRoutes(to: Self.pages(router, "/dashboard"))

        CompanyAppPages(
            authenticator: authenticator, accounts: accounts, company: company, announcements: desk, events: eventDesk,
            people: people, accountDesk: accountDesk, catalogue: catalogue, ordering: ordering,
            screens: AppScreens(
                library: pages, renderedPages: lists.pages, publicURL: settings.publicURL,
                appVersion: settings.appVersion)
        ).addRoutes(to: Self.pages(router, "/app"))
    }

    /// The pages under `path`, whose errors are pages for a browser and MyBiz's JSON for anyone else.
    private static func pages(_ router: Router<AppRequestContext>, _ path: String) -> RouterGroup<MyBizRequestContext> {
        router.group(RouterPath(path), context: MyBizRequestContext.self)
            .add(middleware: ErrorMiddleware(ErrorPage(otherwise: MyBizErrors.format)))
    }

    /// Who a browser's web-app session belongs to, for other modules' pages (ToDo's).
    package var webSessions: any WebSessionReader {
        AccountWebSessions(authenticator: authenticator)
    }
}
