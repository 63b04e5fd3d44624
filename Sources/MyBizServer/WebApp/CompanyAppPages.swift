import Foundation
import Hummingbird
import MyBizAPI
import WebPages

/// The company app as web pages at `/app`: its login (`WebLoginController`), then its screens behind
/// the web session — Announcements, Calendar, Org chart, Purchase orders and Settings, and for
/// administrators the catalogue and the accounts — each answered by its own page controller beside
/// its desk. Each screen's script reports it shown through `POST /api/analytics`, as the apps do.
struct CompanyAppPages: Sendable {
    let authenticator: Authenticator
    let accounts: any AccountRepository
    let company: any CompanyRepository
    let announcements: AnnouncementDesk
    let talk: AnnouncementTalk
    let events: EventDesk
    let people: EmployeeDesk
    let accountDesk: AccountDesk
    let catalogue: CatalogueDesk
    let ordering: PurchaseOrdering
    let signups: AccountSignup
    let resets: PasswordResetLinks
    let inboxes: any InboxRepository
    let feedPages: CalendarFeedPages
    let appPasswords: AppPasswordDesk
    let screens: AppScreens

    /// The login form, open to anyone; the screens, for a logged-in account only (others are sent
    /// to the login form and brought back), the administrators' behind their own middleware.
    func addRoutes(to app: RouterGroup<MyBizRequestContext>) {
        let login = BrowserLogin(
            authenticator: authenticator, session: .webApps, kind: .webSession, publicURL: screens.publicURL)
        let pages = app.add(middleware: WebSessionAuthenticator(authenticator: authenticator))
        WebLoginController(
            login: login,
            signup: signups,
            library: screens.library
        ).addRoutes(to: pages)
        PasswordResetPages(login: login, resets: resets, library: screens.library).addRoutes(to: pages)
        let loggedIn = pages.group().add(middleware: RequireSignIn<MyBizRequestContext>(fallback: "/app"))
        loggedIn.get { _, context in
            // Someone who is not (yet) one of the company's people, or who signed in with a temporary
            // password, learns why on Settings.
            let settings = context.identity.map { !$0.isCompanyMember || $0.mustChoosePassword } ?? false
            return HTMLPage.redirect(to: settings ? "/app/settings" : "/app/announcements")
        }
        SettingsPages(screens: screens, authenticator: authenticator, login: login).addRoutes(to: loggedIn)
        AppPasswordPages(screens: screens, desk: appPasswords).addRoutes(to: loggedIn)
        let company = loggedIn.group().add(middleware: CompanyPeopleOnly()).add(middleware: PasswordChosen())
        AnnouncementPages(
            screens: screens, company: self.company, accounts: accounts, desk: announcements, talk: talk,
            now: authenticator.now
        ).addRoutes(to: company)
        CalendarPages(screens: screens, company: self.company, events: events, now: authenticator.now)
            .addRoutes(to: company)
        feedPages.addRoutes(to: company)
        OrgChartPages(
            screens: screens, company: self.company, people: people, accounts: accounts, currency: ordering.currency
        ).addRoutes(to: company)
        PurchasePages(screens: screens, company: self.company, accounts: accounts, ordering: ordering)
            .addRoutes(to: company)
        CataloguePages(screens: screens, company: self.company, catalogue: catalogue, currency: ordering.currency)
            .addRoutes(to: company)
        AccountsPages(screens: screens, desk: accountDesk, company: self.company, resets: resets).addRoutes(to: company)
        InboxPages(screens: screens, inboxes: inboxes, now: authenticator.now).addRoutes(to: company)
    }
}
