import Foundation
import Hummingbird
import Logging
import Mustache
import SQLKit

/// The MyBiz API put together: its repositories over the server's database, its controllers, and
/// the demo company on a fresh database.
struct MyBizRoutes: Sendable {
    let accounts: any AccountRepository
    let company: any CompanyRepository
    let purchases: any PurchaseRepository
    let analytics: any AnalyticsRepository
    let authenticator: Authenticator
    let passwords: any PasswordHasher
    let configuration: ServerConfiguration
    let library: MustacheLibrary

    /// The API on `database`; the decoy hash costs one bcrypt round at start-up.
    static func make(
        database: any SQLDatabase, passwords: any PasswordHasher, limiter: AttemptLimiter, clients: ClientAddress,
        configuration: ServerConfiguration
    ) async throws -> MyBizRoutes {
        let accounts = SQLAccountRepository(database: database)
        let authenticator = Authenticator(
            accounts: accounts, passwords: passwords, limiter: limiter, clients: clients, now: { Date() },
            decoyHash: try await passwords.hash(SessionToken.random().text))
        return MyBizRoutes(
            accounts: accounts, company: SQLCompanyRepository(database: database),
            purchases: SQLPurchaseRepository(database: database), analytics: SQLAnalyticsRepository(database: database),
            authenticator: authenticator, passwords: passwords, configuration: configuration,
            library: try DashboardTemplates.library())
    }

    /// Adds the demo company and accounts; called when the MyBiz tables were just created.
    func seedDemoData(logger: Logger) async throws {
        try await DemoCompany.seed(
            accounts: accounts, company: company, purchases: purchases, passwords: passwords, now: Date())
        logger.info(
            "Added the demo company and the accounts \(DemoCompany.member.username) / \(DemoCompany.member.password) and \(DemoCompany.admin.username) / \(DemoCompany.admin.password) (admin)"
        )
    }

    func addRoutes(to router: Router<some RemoteAddressRequestContext>) {
        AccountController(
            accounts: accounts, authenticator: authenticator, passwords: passwords,
            tokenLifetime: configuration.tokenLifetime
        ).addRoutes(to: router)
        CompanyController(company: company, authenticator: authenticator).addRoutes(to: router)
        PurchaseController(
            purchases: purchases, company: company, authenticator: authenticator,
            maxExpense: configuration.maxPurchaseOrderExpense
        ).addRoutes(to: router)
        AnalyticsController(analytics: analytics, authenticator: authenticator, openList: configuration.openAnalytics)
            .addRoutes(to: router)
        DashboardController(
            authenticator: authenticator, accounts: accounts, analytics: analytics, library: library,
            publicHTTPS: configuration.publicURL?.lowercased().hasPrefix("https://") == true,
            publicURL: configuration.publicURL
        ).addRoutes(to: router)
    }
}
