import Foundation
import Hummingbird
import Imaging
import Logging
import OpenMarketAPI
import SQLKit
import ServerDatabase
import ServerHTTP
import ServerObservability
import ServerSecurity
import WebPages

/// The Open Market API put together: its repository over the server's database, behind the
/// catalogue cache, its controllers and pages. What the server composes; everything inside stays
/// this module's own.
package struct OpenMarketRoutes: Sendable {
    /// The API's schema, which the server brings up to date at start-up.
    package static let migrations = OpenMarketMigrations.all

    let repository: SQLItemRepository
    private let controller: OpenMarketController<SQLItemRepository>
    let passwords: any PasswordHasher
    let pipeline: ImagePipeline
    private let pages: MarketPagesController<SQLItemRepository>
    private let sellers: SellerPagesController
    private let buyers: BuyerPagesController
    private let account: MarketAccountController
    private let sessions: any WebSessionReader
    private let products: ProductsController<SQLItemRepository, SQLVendorRepository>
    let vendors: SQLVendorRepository

    /// The market pages' templates and scripts.
    package static let webResources = WebResources(embedded: EmbeddedResources.embedded)

    /// The API and its pages on `database`.
    ///
    /// - Parameters:
    ///   - publicURL: the address clients use, for image URLs (`--public-url`).
    ///   - hosts: the names this server may be reached by, for image URLs without `publicURL`.
    ///   - cacheRecheckInterval: how late a write through another instance may be noticed.
    ///   - openVendors: whether the 2022 API makes an unknown vendor identifier a vendor on its first
    ///     write (`--open-vendors`).
    package init(
        database: any SQLDatabase, passwords: any PasswordHasher, limiter: AttemptLimiter, clients: ClientAddress,
        hosts: HostAllowList, publicURL: String?, cacheRecheckInterval: Duration, imageLimits: ImageLimits,
        metrics: ServerMetrics, openVendors: Bool = false, changes: DataChanges, sessions: any WebSessionReader,
        people: any WebPeople
    ) throws {
        let repository = SQLItemRepository(database: database, changes: changes)
        let cache = VersionedAnswerCache(
            recheckInterval: cacheRecheckInterval, readVersion: { try await repository.catalogueVersion() })
        cache.follow(.catalogue, on: changes)
        let pipeline = ImagePipeline(
            maxDimension: OpenMarketLimits.maxImageDimension, thumbnailMaxSide: OpenMarketLimits.thumbnailMaxSide)
        self.repository = repository
        self.passwords = passwords
        self.pipeline = pipeline
        let photos = PhotoUploads(
            pipeline: pipeline, imageLimits: imageLimits, imageWork: ImageWorkQueue(limits: imageLimits),
            metrics: metrics)
        let links = ImageLinks(publicURL: publicURL, hosts: hosts)
        controller = OpenMarketController(
            repository: repository, passwords: passwords, limiter: limiter, clients: clients, photos: photos,
            links: links, cache: cache)
        vendors = SQLVendorRepository(database: database, changes: changes)
        products = ProductsController(
            repository: repository,
            gate: VendorGate(
                vendors: vendors, passwords: passwords, limiter: limiter, openVendors: openVendors,
                decoy: DecoyHash(passwords: passwords)),
            clients: clients, photos: photos, links: links, cache: cache)
        let library = try PageLibrary(Self.webResources)
        let marketPeople = MarketPeople(
            items: repository, vendors: vendors, saved: SQLSavedRepository(database: database),
            conversations: SQLConversationRepository(database: database), people: people, library: library,
            publicURL: publicURL)
        sellers = SellerPagesController(people: marketPeople, photos: photos)
        buyers = BuyerPagesController(people: marketPeople)
        account = MarketAccountController(people: marketPeople, links: links)
        pages = MarketPagesController(
            repository: repository, library: library, cache: cache, people: marketPeople, sellers: sellers)
        self.sessions = sessions
    }

    /// Adds the API's routes and the market's pages: the catalogue open to anyone (an item's
    /// password is checked by its own routes), a person's pages behind the web session, and their
    /// apps' routes (`MarketAccountPath`) behind an API token.
    /// Each answers its errors in its own contract: the 2021 API's body, the 2022 API's (under
    /// `/early` and `/late`), and a page for a browser on the market's pages.
    package func addRoutes(to router: Router<AppRequestContext>) {
        let group = router.group(context: OpenMarketRequestContext.self)
        controller.addRoutes(to: group.group().add(middleware: ErrorMiddleware(OpenMarketErrors.v1)))
        products.addRoutes(to: group.group().add(middleware: ErrorMiddleware(OpenMarketErrors.v2)))
        let marketPages = group.group().add(middleware: ErrorMiddleware(ErrorPage(otherwise: OpenMarketErrors.v1)))
            .add(middleware: SignInIfAny<OpenMarketRequestContext>(sessions: sessions))
        let signedIn = marketPages.group().add(middleware: RequireSignIn<OpenMarketRequestContext>(fallback: "/market"))
        pages.addRoutes(to: marketPages)
        sellers.addRoutes(to: marketPages, signedIn: signedIn)
        buyers.addRoutes(to: signedIn)
        account.addRoutes(
            to: group.group().add(middleware: ErrorMiddleware(OpenMarketErrors.v1))
                .add(middleware: SignInMiddleware<OpenMarketRequestContext>(sessions: sessions, credential: .apiToken)))
    }
}
