import Foundation
import Imaging
import NIOPosix
import OpenMarketAPI
import ServerDatabase
import ServerSecurity
import WebPages

extension OpenMarketRoutes {
    /// Whether `applied` (the migrations just run) created the catalogue: a new database, which
    /// demo data may fill.
    package static func createdCatalogue(_ applied: [Int]) -> Bool {
        applied.contains(OpenMarketMigrations.createItems.version)
    }

    /// Adds `seed`'s vendors and products in one transaction, each distinct picture processed once
    /// as an upload is; returns how many products were added.
    @discardableResult
    package func add(_ seed: CatalogueSeed) async throws -> Int {
        var vendorIDs: [Int] = []
        for vendor in seed.vendors {
            let added = try await vendors.add(
                identifier: vendor.identifier, name: vendor.name, secretHash: try await passwords.hash(vendor.secret),
                now: Date().timeIntervalSince1970)
            vendorIDs.append(added.id)
        }
        let processed = try await process(Set(seed.products.flatMap(\.pictures).map(\.name)), of: seed)
        let hash = try await passwords.hash(seed.password)
        try await repository.create(
            all: seed.products.map { product in
                NewItem(
                    fields: ItemFields(
                        title: product.title, descriptions: product.descriptions, price: product.price,
                        currency: product.currency, stock: product.stock, discountedPrice: product.discountedPrice),
                    passwordHash: hash, vendorID: product.vendor.map { vendorIDs[$0] },
                    registrationDate: product.registered.timeIntervalSince1970,
                    images: product.pictures.compactMap { processed[$0.name].map(StoredImageUpload.init) },
                    category: product.category)
            })
        return seed.products.count
    }

    /// Makes `person` the seller of the `count` newest products vendors registered, as if they had
    /// registered them on the market's pages: what gives a fresh demo someone to talk to. Returns
    /// how many they sell.
    @discardableResult
    package func handOver(newest count: Int, to person: WebPerson, now: Date) async throws -> Int {
        let seller = try await vendors.seller(person, now: now.timeIntervalSince1970)
        var filter = ItemFilter.pages(MarketQuery(sort: .newest))
        filter.statuses = [.available]
        let newest = try await repository.page(1, size: 200, filter: filter).filter { $0.vendor != nil }.prefix(count)
        for item in newest { try await repository.handOver(item.id, to: seller.id) }
        return newest.count
    }

    /// The pictures called `names`, processed on the thread pool as uploads are.
    private func process(_ names: Set<String>, of seed: CatalogueSeed) async throws -> [String: ProcessedImage] {
        var pictures: [String: Data] = [:]
        for picture in seed.products.lazy.flatMap(\.pictures) where names.contains(picture.name) {
            pictures[picture.name] = picture.bytes
        }
        let (pipeline, encoded) = (pipeline, pictures)
        return try await NIOThreadPool.singleton.runIfActive {
            try encoded.mapValues { try pipeline.process($0) }
        }
    }
}
