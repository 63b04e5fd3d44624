import Foundation
import Hummingbird
import Imaging
import Logging
import OpenMarketAPI
import SQLKit
import ServerSupport

/// The Open Market API put together: its repository over the server's database, behind the
/// catalogue cache, its controller, and the demo catalogue on a fresh database. What the server
/// composes; everything inside stays this module's own.
package struct OpenMarketRoutes: Sendable {
    /// The API's schema, which the server brings up to date at start-up.
    package static let migrations = OpenMarketMigrations.all

    private let repository: CacheInvalidatingItemRepository<SQLItemRepository>
    private let controller: OpenMarketController<CacheInvalidatingItemRepository<SQLItemRepository>>
    private let passwords: any PasswordHasher
    private let pipeline: ImagePipeline
    private let pages: MarketPagesController<CacheInvalidatingItemRepository<SQLItemRepository>>

    /// The market pages' templates and scripts.
    package static let webResources = WebResources(embedded: EmbeddedResources.embedded)

    /// The API and its pages on `database`.
    ///
    /// - Parameters:
    ///   - publicURL: the address clients use, for image URLs (`--public-url`).
    ///   - hosts: the names this server may be reached by, for image URLs without `publicURL`.
    ///   - cacheRecheckInterval: how late a write through another instance may be noticed.
    package init(
        database: any SQLDatabase, passwords: any PasswordHasher, limiter: AttemptLimiter, clients: ClientAddress,
        hosts: HostAllowList, publicURL: String?, cacheRecheckInterval: Duration, imageLimits: ImageLimits,
        metrics: ServerMetrics
    ) throws {
        let storage = SQLItemRepository(database: database)
        let cache = CatalogueCache(
            recheckInterval: cacheRecheckInterval, readVersion: { try await storage.catalogueVersion() })
        let repository = CacheInvalidatingItemRepository(base: storage, cache: cache)
        let pipeline = ImagePipeline(
            maxDimension: OpenMarketLimits.maxImageDimension, thumbnailMaxSide: OpenMarketLimits.thumbnailMaxSide)
        self.repository = repository
        self.passwords = passwords
        self.pipeline = pipeline
        controller = OpenMarketController(
            repository: repository, passwords: passwords, limiter: limiter, clients: clients, pipeline: pipeline,
            imageLimits: imageLimits, imageWork: ImageWorkQueue(limits: imageLimits), metrics: metrics,
            links: ImageLinks(publicURL: publicURL, hosts: hosts), cache: cache)
        pages = MarketPagesController(
            repository: repository, library: try PageLibrary(Self.webResources), cache: cache)
    }

    /// Adds the demo catalogue when `applied` (the migrations just run) created the items table.
    package func seedDemoData(ifCreatedBy applied: [Int], logger: Logger) async throws {
        guard applied.contains(OpenMarketMigrations.createItems.version) else { return }
        let added = try await DemoCatalogue.seed(into: repository, passwords: passwords, pipeline: pipeline)
        logger.info("Added \(added) demo items to the new database (their password is in the README)")
    }

    /// The password of every demo product, for the front door.
    package static let demoCredential = DemoCredential(
        role: "Open Market demo products (edit, delete)", username: nil, password: DemoCatalogue.password)

    /// Adds the API's routes and the market's pages, all open to anyone: an item's password is
    /// checked by its own routes.
    package func addRoutes(to router: Router<AppRequestContext>) {
        let group = router.group(context: OpenMarketRequestContext.self)
        controller.addRoutes(to: group)
        pages.addRoutes(to: group)
    }
}
