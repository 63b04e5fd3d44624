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
    private let products: ProductsController<CacheInvalidatingItemRepository<SQLItemRepository>, SQLVendorRepository>
    private let vendors: SQLVendorRepository

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
        metrics: ServerMetrics, openVendors: Bool = false
    ) throws {
        let storage = SQLItemRepository(database: database)
        let cache = VersionedAnswerCache(
            recheckInterval: cacheRecheckInterval, readVersion: { try await storage.catalogueVersion() })
        let repository = CacheInvalidatingItemRepository(base: storage, cache: cache)
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
        vendors = SQLVendorRepository(database: database)
        products = ProductsController(
            repository: repository,
            gate: VendorGate(vendors: vendors, passwords: passwords, limiter: limiter, openVendors: openVendors),
            clients: clients, photos: photos, links: links, cache: cache)
        pages = MarketPagesController(
            repository: repository, library: try PageLibrary(Self.webResources), cache: cache)
    }

    /// Adds the demo catalogue when `applied` (the migrations just run) created the items table.
    package func seedDemoData(ifCreatedBy applied: [Int], logger: Logger) async throws {
        guard applied.contains(OpenMarketMigrations.createItems.version) else { return }
        let vendor = try await vendors.add(
            identifier: DemoCatalogue.vendor.identifier, name: DemoCatalogue.vendor.name,
            secretHash: try await passwords.hash(DemoCatalogue.vendor.secret), now: Date().timeIntervalSince1970)
        let added = try await DemoCatalogue.seed(
            into: repository, vendor: vendor.id, passwords: passwords, pipeline: pipeline)
        logger.info(
            "Added \(added) demo items to the new database, of a demo vendor (`mybiz market vendor list` shows it)")
    }

    /// The password of every demo product, for the front door.
    package static let demoCredential = DemoCredential(
        role: "Open Market demo products (edit, delete)", username: nil, password: DemoCatalogue.password)

    /// Adds the API's routes and the market's pages, all open to anyone: an item's password is
    /// checked by its own routes.
    package func addRoutes(to router: Router<AppRequestContext>) {
        let group = router.group(context: OpenMarketRequestContext.self)
        controller.addRoutes(to: group)
        products.addRoutes(to: group)
        pages.addRoutes(to: group)
    }
}
