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
    /// The address clients use (`--public-url`), for the pages' cookies and forms.
    package var publicURL: String?
    /// How late a change made through another server sharing the database may be seen here: a
    /// logout (tokens are trusted from memory this long) and new purchase orders (lists are served
    /// from memory and their version read again this often).
    package var cacheRecheckInterval: Duration
    /// The product's version, which the company app's pages report as their app's in analytics.
    package var appVersion: String
    /// The catalogue's currency: its prices', orders' amounts' and their limit's.
    package var currency: CatalogueCurrency
    /// Whether anyone who signs up becomes one of the company's people (`--open-company-signup`), as
    /// the demo and the book's client tests want; otherwise the company is joined by invitation, or by
    /// an administrator admitting an account made for the market.
    package var openCompanySignup: Bool

    /// Settings for the API.
    package init(
        tokenLifetime: Duration, maxPurchaseOrderExpense: Double = PurchaseOrderRules.defaultMaxExpense,
        publicURL: String? = nil, cacheRecheckInterval: Duration = .seconds(1), appVersion: String = "0.0.0",
        currency: CatalogueCurrency = .usDollar, openCompanySignup: Bool = false
    ) {
        self.openCompanySignup = openCompanySignup
        self.appVersion = appVersion
        self.currency = currency
        self.tokenLifetime = tokenLifetime
        self.maxPurchaseOrderExpense = maxPurchaseOrderExpense
        self.publicURL = publicURL
        self.cacheRecheckInterval = cacheRecheckInterval
    }
}

/// The MyBiz API put together: its repositories over the server's database, its controllers and the
/// company app's pages; the accounts other modules ask through `webSessions`. What the server
/// composes; everything inside stays this module's own.
package struct MyBizRoutes: Sendable {
    /// The API's schema, which the server brings up to date at start-up.
    package static let migrations = MyBizMigrations.all

    let accounts: any AccountRepository
    let company: any CompanyRepository
    let purchases: any PurchaseRepository
    let responses: any EventResponseRepository
    /// The database, for the repositories made with the routes (conversations, inboxes).
    let database: any SQLDatabase
    let lists: ListAnswers
    let authenticator: Authenticator
    let passwords: any PasswordHasher
    let settings: MyBizSettings
    let pages: PageLibrary
    let appPasswordDesk: AppPasswordDesk

    /// The company app's pages' templates and scripts.
    package static let webResources = WebResources(embedded: EmbeddedResources.embedded)

    /// The API on `database`, its caches following `changes`; the decoy hash costs one bcrypt round at
    /// start-up.
    package init(
        database: any SQLDatabase, passwords: any PasswordHasher, limiter: AttemptLimiter, clients: ClientAddress,
        settings: MyBizSettings, changes: DataChanges
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
        self.accounts = accounts
        company = SQLCompanyRepository(
            database: database, changes: changes, currency: settings.currency, now: authenticator.now)
        purchases = SQLPurchaseRepository(database: database, changes: changes)
        responses = SQLEventResponseRepository(database: database)
        self.database = database
        self.lists = lists
        self.authenticator = authenticator
        self.passwords = passwords
        self.settings = settings
        pages = try PageLibrary(Self.webResources)
        appPasswordDesk = AppPasswordDesk(
            passwords: SQLAppPasswordRepository(database: database), authenticator: authenticator)
    }

    /// Adds the API's routes and the company app's pages. Every API route but sign-up and login sits
    /// in a group behind the bearer-token authenticator, so a route added there cannot forget to ask
    /// for a login.
    package func addRoutes(to router: Router<AppRequestContext>) {
        let accountDesk = AccountDesk(
            accounts: accounts, company: company, authenticator: authenticator, passwords: passwords)
        let signups = AccountSignup(
            accounts: accounts, passwords: passwords, authenticator: authenticator,
            openCompany: settings.openCompanySignup)
        let resets = PasswordResetLinks(accounts: accounts, authenticator: authenticator)
        let accountRoutes = AccountController(
            accounts: accounts, desk: accountDesk, authenticator: authenticator, passwords: passwords,
            signups: signups, resets: resets, tokenLifetime: settings.tokenLifetime, answers: lists)

        let inboxes = SQLInboxRepository(database: database)
        let notifier = Notifier(inboxes: inboxes, accounts: accounts, now: authenticator.now)
        let ordering = PurchaseOrdering(
            purchases: purchases, company: company, accounts: accounts,
            maxExpense: settings.maxPurchaseOrderExpense, currency: settings.currency, notifier: notifier,
            now: authenticator.now)
        let api = router.group(context: MyBizRequestContext.self).add(middleware: ErrorMiddleware(MyBizErrors.format))
        accountRoutes.addPublicRoutes(to: api)

        let loggedIn = api.group()
            .add(middleware: BearerTokenAuthenticator(authenticator: authenticator))
            .add(middleware: IsAuthenticatedMiddleware())
        accountRoutes.addRoutes(to: loggedIn)
        let companyPeople = loggedIn.group().add(middleware: CompanyPeopleOnly())
            .add(middleware: PasswordChosen(forPages: false))
        let talkStore = SQLAnnouncementTalkRepository(database: database)
        let desk = AnnouncementDesk(company: company, talk: talkStore, notifier: notifier, now: authenticator.now)
        let talk = AnnouncementTalk(
            company: company, accounts: accounts, talk: talkStore, notifier: notifier, now: authenticator.now)
        let eventDesk = EventDesk(company: company, responses: responses, notifier: notifier, now: authenticator.now)
        let people = EmployeeDesk(company: company, accounts: accounts, tokens: authenticator.tokens)
        let catalogue = CatalogueDesk(company: company)
        AnnouncementTalkController(talk: talk).addRoutes(to: companyPeople)
        InboxController(inboxes: inboxes, now: authenticator.now).addRoutes(to: companyPeople)
        CompanyController(
            company: company, lists: lists, desk: desk, events: eventDesk, people: people,
            catalogue: catalogue
        )
        .addRoutes(to: companyPeople)
        PurchaseController(ordering: ordering, lists: lists).addRoutes(to: companyPeople)

        let screens = AppScreens(
            library: pages, renderedPages: lists.pages, publicURL: settings.publicURL, appVersion: settings.appVersion)
        let feedPages = CalendarFeedPages(
            screens: screens, company: company, feeds: SQLCalendarFeedRepository(database: database),
            now: authenticator.now)
        feedPages.addFeedRoutes(to: api)
        CompanyAppPages(
            authenticator: authenticator, accounts: accounts, company: company, announcements: desk, talk: talk,
            events: eventDesk,
            people: people, accountDesk: accountDesk, catalogue: catalogue, ordering: ordering, signups: signups,
            resets: resets, inboxes: inboxes, feedPages: feedPages, appPasswords: appPasswordDesk, screens: screens
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

    /// Who an app's username and app password belong to, for the to-do list's CalDAV.
    package var appPasswords: any AppPasswordReader {
        AccountWebSessions(authenticator: authenticator, appPasswords: appPasswordDesk)
    }

    /// Who an account's id names, for other modules' pages (the market's sellers and buyers).
    package var webPeople: any WebPeople {
        AccountWebSessions(authenticator: authenticator)
    }
}
