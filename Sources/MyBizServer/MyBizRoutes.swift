import Foundation
import Hummingbird
import HummingbirdAuth
import Logging
import SQLKit
import ServerSupport

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

    /// Settings for the API.
    package init(
        tokenLifetime: Duration, maxPurchaseOrderExpense: Double, openAnalytics: Bool, publicURL: String?,
        metrics: ServerMetrics = .disabled, cacheRecheckInterval: Duration = .seconds(1)
    ) {
        self.tokenLifetime = tokenLifetime
        self.maxPurchaseOrderExpense = maxPurchaseOrderExpense
        self.openAnalytics = openAnalytics
        self.publicURL = publicURL
        self.metrics = metrics
        self.cacheRecheckInterval = cacheRecheckInterval
    }
}

/// The MyBiz API put together: its repositories over the server's database, its controllers, the
/// dashboard that reads them, and the demo company on a fresh database. What the server composes;
/// everything inside stays this module's own.
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

    /// The company app's pages' templates and scripts, and the dashboard's.
    package static let webResources = WebResources(embedded: EmbeddedResources.embedded)

    /// The API on `database`; the decoy hash costs one bcrypt round at start-up.
    package static func make(
        database: any SQLDatabase, passwords: any PasswordHasher, limiter: AttemptLimiter, clients: ClientAddress,
        settings: MyBizSettings
    ) async throws -> MyBizRoutes {
        let accounts = SQLAccountRepository(database: database)
        let authenticator = Authenticator(
            accounts: accounts, tokens: TokenCache(maxAge: settings.cacheRecheckInterval), passwords: passwords,
            limiter: limiter, clients: clients, now: { Date() },
            decoyHash: try await passwords.hash(SessionToken.random().text))
        let lists = VersionedAnswerCache(recheckInterval: settings.cacheRecheckInterval) {
            try await SQLCompanyRepository.version.read(from: database)
        }
        return MyBizRoutes(
            accounts: accounts, company: SQLCompanyRepository(database: database),
            purchases: CacheInvalidatingPurchaseRepository(
                base: SQLPurchaseRepository(database: database), cache: lists),
            analytics: SQLAnalyticsRepository(database: database), lists: ListAnswers(cache: lists),
            authenticator: authenticator, passwords: passwords, settings: settings,
            pages: try PageLibrary(webResources))
    }

    /// Adds the demo company and its accounts when `applied` (the migrations just run) created the
    /// accounts table. The accounts' passwords are in the README, never in a log.
    package func seedDemoData(ifCreatedBy applied: [Int], logger: Logger) async throws {
        guard applied.contains(MyBizMigrations.createAccounts.version) else { return }
        try await DemoCompany.seed(
            accounts: accounts, company: company, purchases: purchases, passwords: passwords, now: Date())
        logger.info(
            "Added the demo company and its accounts \(DemoCompany.member.username) and \(DemoCompany.admin.username) (admin); their passwords are in the README"
        )
    }

    /// The demo accounts that exist on this database, with the passwords they were created with.
    package func demoCredentials() async throws -> [DemoCredential] {
        var credentials: [DemoCredential] = []
        for (demo, role) in [(DemoCompany.member, "MyBiz member"), (DemoCompany.admin, "MyBiz admin (dashboard)")]
        where try await accounts.account(username: demo.username) != nil {
            credentials.append(DemoCredential(role: role, username: demo.username, password: demo.password))
        }
        return credentials
    }

    /// Adds the API's routes, the dashboard's and the company app's pages. Every API route but
    /// sign-up and login (and the raw analytics list when it is open) sits in a group behind the
    /// bearer-token authenticator, so a route added there cannot forget to ask for a login. The
    /// web app's session cookie opens one API route besides: `POST /api/analytics`, through which
    /// its pages report the screens shown.
    package func addRoutes(to router: Router<AppRequestContext>) {
        let accountRoutes = AccountController(
            accounts: accounts, authenticator: authenticator, passwords: passwords,
            tokenLifetime: settings.tokenLifetime, answers: lists)
        let analyticsRoutes = AnalyticsController(
            analytics: analytics, authenticator: authenticator, openList: settings.openAnalytics,
            metrics: settings.metrics)

        let ordering = PurchaseOrdering(
            purchases: purchases, company: company, maxExpense: settings.maxPurchaseOrderExpense,
            now: authenticator.now)
        let api = router.group(context: MyBizRequestContext.self)
        accountRoutes.addPublicRoutes(to: api)
        analyticsRoutes.addPublicRoutes(to: api)

        let loggedIn = api.group()
            .add(middleware: BearerTokenAuthenticator(authenticator: authenticator))
            .add(middleware: IsAuthenticatedMiddleware())
        accountRoutes.addRoutes(to: loggedIn)
        CompanyController(company: company, lists: lists).addRoutes(to: loggedIn)
        PurchaseController(ordering: ordering, lists: lists).addRoutes(to: loggedIn)
        analyticsRoutes.addRoutes(to: loggedIn)
        let reporting = api.group()
            .add(middleware: BearerTokenAuthenticator(authenticator: authenticator))
            .add(middleware: WebSessionAPIAuthenticator(authenticator: authenticator, publicURL: settings.publicURL))
            .add(middleware: IsAuthenticatedMiddleware())
        analyticsRoutes.addReportRoute(to: reporting)

        DashboardController(
            authenticator: authenticator, accounts: accounts, analytics: analytics, library: pages,
            publicURL: settings.publicURL
        ).addRoutes(to: router.group("/dashboard", context: MyBizRequestContext.self))

        WebAppController(
            authenticator: authenticator, accounts: accounts, company: company, ordering: ordering, library: pages,
            publicURL: settings.publicURL, appVersion: ProductVersion.current
        ).addRoutes(to: router.group("/app", context: MyBizRequestContext.self))
    }

    /// Who a browser's web-app session belongs to, for other modules' pages (ToDo's).
    package var webSessions: any WebSessionReader {
        AccountWebSessions(authenticator: authenticator)
    }
}
