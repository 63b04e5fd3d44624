import Foundation
import ImageFormats
import Imaging
import OpenMarketAPI
import SQLKit
import ServerDatabase

/// `ItemRepository` over SQLKit: one implementation for SQLite and PostgreSQL.
struct SQLItemRepository: ItemRepository {
    let database: any SQLDatabase
    /// Where every committed change to what the APIs show is said (`DataTopic.catalogue`).
    let changes: DataChanges
    /// The words searches may find, kept in memory.
    var searchWords = SearchWordsCache(catalogueVersion: SQLItemRepository.catalogueVersion)

    private static let itemColumns = [
        "id", "title", "descriptions", "price", "currency", "stock", "discounted_price", "password_hash",
        "registration_date", "vendor_id", "delete_secret", "status", "reserved_for", "category",
    ]

    /// The columns a new item is inserted with: all but its number and what only its seller changes later.
    private static let insertedColumns = Array(itemColumns.dropFirst().dropLast(3)) + ["category", "search_text"]

    /// An `ItemRecord` from a row of `items`, column by column. (SQLKit's Codable row decoding with
    /// `.convertFromSnakeCase` converted every key of every row and took a third of the server's
    /// time on `GET /items/1`.)
    private static func record(from row: any SQLRow, images: [Int: [StoredImage]], vendors: [Int: VendorRecord])
        throws -> ItemRecord
    {
        let id = try row.decode(column: "id", as: Int.self)
        let fields = ItemFields(
            title: try row.decode(column: "title", as: String.self),
            descriptions: try row.decode(column: "descriptions", as: String.self),
            price: try row.decode(column: "price", as: Double.self),
            currency: try row.decode(column: "currency", as: String.self),
            stock: try row.decode(column: "stock", as: Int64.self),
            discountedPrice: try row.decode(column: "discounted_price", as: Double?.self))
        let hash = try row.decode(column: "password_hash", as: String.self)
        return ItemRecord(
            id: id,
            fields: fields,
            registrationDate: try row.decode(column: "registration_date", as: Double.self),
            passwordHash: hash.isEmpty ? nil : hash,
            vendor: try row.decode(column: "vendor_id", as: Int?.self).flatMap { vendors[$0] },
            deleteSecret: try row.decode(column: "delete_secret", as: String?.self),
            images: images[id] ?? [],
            status: try status(from: row),
            reservedFor: try row.optionalUUID("reserved_for"),
            category: try row.decode(column: "category", as: String?.self).flatMap(MarketCategory.init(rawValue:)))
    }

    /// The state a row holds; a value no version wrote is an error, not "on sale".
    private static func status(from row: any SQLRow) throws -> MarketItemStatus {
        let text = try row.decode(column: "status", as: String.self)
        guard let status = MarketItemStatus(rawValue: text) else {
            throw StoredValueInvalid(place: "items.status", value: text)
        }
        return status
    }

    /// The records of `rows`, their images and vendors read in one query each.
    private static func records(from rows: [any SQLRow], in database: any SQLDatabase) async throws -> [ItemRecord] {
        let ids = try rows.map { try $0.decode(column: "id", as: Int.self) }
        let vendorIDs = try Set(rows.compactMap { try $0.decode(column: "vendor_id", as: Int?.self) })
        let images = try await storedImages(of: ids, in: database)
        let vendors = try await SQLVendorRepository.vendors(ids: Array(vendorIDs), in: database)
        return try rows.map { try record(from: $0, images: images, vendors: vendors) }
    }

    func page(_ page: Int, size: Int, filter: ItemFilter) async throws -> [ItemRecord] {
        // A page number comes from the request: one whose offset no integer holds is past any end.
        let (offset, overflowed) = (page - 1).multipliedReportingOverflow(by: size)
        guard page >= 1, !overflowed else { return [] }
        let plan = try await searchPlan(filter)
        guard !plan.findsNothing else { return [] }
        let rows = try await Self.ordered(
            Self.filtered(
                database.select().columns(Self.itemColumns.map { SQLColumn($0, table: "items") }).from("items"),
                by: filter, plan: plan),
            by: plan.ranked.isEmpty && filter.order == .relevance ? .newest : filter.order
        ).limit(size).offset(offset).all()
        return try await Self.records(from: rows, in: database)
    }

    func count(_ filter: ItemFilter) async throws -> Int {
        let plan = try await searchPlan(filter)
        guard !plan.findsNothing else { return 0 }
        return try await Self.filtered(
            database.select().column(SQLAlias(SQLFunction("COUNT", args: SQLLiteral.all), as: SQLIdentifier("n")))
                .from("items"), by: filter, plan: plan
        ).first(decodingColumn: "n", as: Int.self) ?? 0
    }

    /// How `filter`'s search words find items, against the vocabulary as it is now.
    private func searchPlan(_ filter: ItemFilter) async throws -> SearchPlan {
        guard !filter.terms.isEmpty else { return SearchPlan() }
        return SearchPlan(try await searchWords.matches(for: filter.terms, in: database))
    }

    /// `query` narrowed to the items `filter` admits, its search ranked by `plan`.
    private static func filtered(_ query: SQLSelectBuilder, by filter: ItemFilter, plan: SearchPlan)
        -> SQLSelectBuilder
    {
        var query = query
        if let matched = plan.rankedItems {
            query = query.join(matched, method: SQLJoinMethod.inner, on: SQLRaw("matched.item_id = items.id"))
        }
        if filter.wholePricesOnly {
            query = query.where(SQLRaw("CAST(price AS BIGINT) = price"))
                .where(SQLRaw("(discounted_price IS NULL OR CAST(discounted_price AS BIGINT) = discounted_price)"))
        }
        if let currencies = filter.currencies {
            query = query.where("currency", .in, currencies)
        }
        if let text = filter.titleContains, !text.isEmpty {
            query = query.where(SQLQueryString("LOWER(title) LIKE \(bind: likePattern(text.lowercased())) ESCAPE '\\'"))
        }
        for term in plan.prefixTerms {
            // `search_text` is " word word …": a word starting with the term follows a space.
            query = query.where(SQLQueryString("search_text LIKE \(bind: likePattern(" " + term)) ESCAPE '\\'"))
        }
        if let category = filter.category { query = query.where("category", .equal, category.rawValue) }
        if let statuses = filter.statuses { query = query.where("status", .in, statuses.map(\.rawValue)) }
        let paid = SQLRaw("COALESCE(discounted_price, price)")
        if let minimum = filter.minPrice { query = query.where(paid, .greaterThanOrEqual, SQLBind(minimum)) }
        if let maximum = filter.maxPrice { query = query.where(paid, .lessThanOrEqual, SQLBind(maximum)) }
        switch filter.seller {
        case .vendor(let id): query = query.where("vendor_id", .equal, id)
        case .openMarket2021: query = query.where("vendor_id", .is, SQLLiteral.null)
        case nil: break
        }
        return query
    }

    /// `%text%`, its own `%`, `_` and `\` taken literally.
    private static func likePattern(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
        return "%" + escaped + "%"
    }

    /// `query` in `order` — as `MarketSort` describes; the newest first among equals.
    private static func ordered(_ query: SQLSelectBuilder, by order: MarketSort) -> SQLSelectBuilder {
        let paid = SQLRaw("COALESCE(discounted_price, price)")
        switch order {
        case .newest:
            return query.orderBy("id", .descending)
        case .relevance:
            return query.orderBy(SQLRaw("matched.score"), SQLDirection.descending).orderBy("id", .descending)
        case .priceLowToHigh:
            return query.orderBy("currency").orderBy(paid, SQLDirection.ascending).orderBy("id", .descending)
        case .priceHighToLow:
            return query.orderBy("currency").orderBy(paid, SQLDirection.descending).orderBy("id", .descending)
        case .biggestDiscount:
            let share = SQLRaw(
                "CASE WHEN price > 0 AND discounted_price IS NOT NULL THEN (price - discounted_price) * 1.0 / price ELSE 0 END"
            )
            return query.orderBy(share, SQLDirection.descending).orderBy("id", .descending)
        }
    }

    func currencies() async throws -> [String] {
        try await database.select().distinct().column("currency").from("items").orderBy("currency").all()
            .map { try $0.decode(column: "currency", as: String.self) }
    }

    func item(id: Int) async throws -> ItemRecord? {
        try await Self.item(id: id, in: database)
    }

    /// The items numbered `ids` that exist, by number, read in one query (with their images and vendors).
    func items(ids: [Int]) async throws -> [Int: ItemRecord] {
        guard !ids.isEmpty else { return [:] }
        let rows = try await database.select().columns(Self.itemColumns).from("items").where("id", .in, ids).all()
        return Dictionary(uniqueKeysWithValues: try await Self.records(from: rows, in: database).map { ($0.id, $0) })
    }

    func deleteSecret(of id: Int, storingIfNone candidate: String) async throws -> String? {
        try await database.update("items").set("delete_secret", to: candidate).where("id", .equal, id)
            .where("delete_secret", .is, SQLLiteral.null).run()
        return try await database.select().column("delete_secret").from("items").where("id", .equal, id).first()
            .map { try $0.decode(column: "delete_secret", as: String?.self) } ?? nil
    }

    func create(_ item: NewItem) async throws -> ItemRecord {
        let created = try await database.transaction { session in
            let id = try await Self.insert(item, in: session)
            try await Self.bumpCatalogueVersion(in: session)
            guard let created = try await Self.item(id: id, in: session) else { throw RepositoryError.noRowReturned }
            return created
        }
        changes.changed(.catalogue)
        return created
    }

    func create(all items: [NewItem]) async throws {
        try await database.transaction { session in
            for item in items { _ = try await Self.insert(item, in: session) }
            try await Self.bumpCatalogueVersion(in: session)
        }
        changes.changed(.catalogue)
    }

    /// Inserts `item` and its images; returns its id.
    private static func insert(_ item: NewItem, in session: any SQLDatabase) async throws -> Int {
        let id = try await session.insert(into: "items")
            .columns(insertedColumns)
            .values(
                SQLBind(item.fields.title), SQLBind(item.fields.descriptions), SQLBind(item.fields.price),
                SQLBind(item.fields.currency), SQLBind(item.fields.stock), SQLBind(item.fields.discountedPrice),
                SQLBind(item.passwordHash ?? ""), SQLBind(item.registrationDate), SQLBind(item.vendorID),
                SQLBind(String?.none), SQLBind(item.category?.rawValue),
                SQLBind(ItemSearchText.folded(title: item.fields.title, descriptions: item.fields.descriptions))
            )
            .returning("id")
            .first(decodingColumn: "id", as: Int.self)
        guard let id else { throw RepositoryError.noRowReturned }
        try await ItemWords.store(
            title: item.fields.title, descriptions: item.fields.descriptions, of: id, in: session, replacing: false)
        try await insertImages(item.images, of: id, in: session)
        return id
    }

    func update(id: Int, with changes: ItemChanges) async throws -> ItemRecord? {
        let updated: ItemRecord? = try await database.transaction { session in
            guard let before = try await Self.item(id: id, in: session) else { return nil }
            var update = session.update("items").where("id", .equal, id)
            var changed = false
            func set(_ column: String, _ value: (any Encodable & Sendable)?) {
                guard let value else { return }
                update = update.set(column, to: value)
                changed = true
            }
            set("title", changes.title)
            set("descriptions", changes.descriptions)
            if changes.title != nil || changes.descriptions != nil {
                let title = changes.title ?? before.fields.title
                let descriptions = changes.descriptions ?? before.fields.descriptions
                set("search_text", ItemSearchText.folded(title: title, descriptions: descriptions))
                try await ItemWords.store(title: title, descriptions: descriptions, of: id, in: session)
            }
            if let category = changes.category {
                update = update.set("category", to: SQLBind(category?.rawValue))
                changed = true
            }
            set("price", changes.price)
            set("currency", changes.currency)
            set("stock", changes.stock)
            if let discount = changes.discountedPrice {
                update = update.set("discounted_price", to: SQLBind(discount))
                changed = true
            }
            if changed { try await update.run() }
            if let images = changes.images {
                try await Self.arrange(images, of: id, in: session)
            }
            if let first = changes.firstImageID {
                try await Self.moveFirst(image: first, of: id, in: session)
            }
            if !changes.isEmpty { try await Self.bumpCatalogueVersion(in: session) }
            return try await Self.item(id: id, in: session)
        }
        if updated != nil, !changes.isEmpty { self.changes.changed(.catalogue) }
        return updated
    }

    func delete(id: Int) async throws -> ItemRecord? {
        let deleted: ItemRecord? = try await database.transaction { session in
            guard let item = try await Self.item(id: id, in: session) else { return nil }
            try await session.delete(from: "item_images").where("item_id", .equal, id).run()
            try await ItemWords.remove(of: id, in: session)
            // Saved lists and conversations keep the product's title, and say it is gone.
            try await session.update("market_saved").set("item_id", to: SQLLiteral.null).where("item_id", .equal, id)
                .run()
            try await session.update("market_conversations").set("item_id", to: SQLLiteral.null)
                .where("item_id", .equal, id).run()
            try await session.delete(from: "items").where("id", .equal, id).run()
            try await Self.bumpCatalogueVersion(in: session)
            return item
        }
        if deleted != nil { changes.changed(.catalogue) }
        return deleted
    }

    /// Gives item `id` to vendor `vendorID` (a seller with an account): the demo's people selling.
    func handOver(_ id: Int, to vendorID: Int) async throws {
        try await database.transaction { session in
            try await session.update("items").set("vendor_id", to: vendorID).where("id", .equal, id).run()
            try await Self.bumpCatalogueVersion(in: session)
        }
        changes.changed(.catalogue)
    }

    func setStatus(_ status: MarketItemStatus, reservedFor buyer: UUID?, of id: Int) async throws -> ItemRecord? {
        let updated: ItemRecord? = try await database.transaction { session in
            guard try await Self.item(id: id, in: session) != nil else { return nil }
            try await session.update("items").set("status", to: status.rawValue)
                .set("reserved_for", to: SQLBind(status == .reserved ? buyer?.uuidString : nil))
                .where("id", .equal, id).run()
            try await Self.bumpCatalogueVersion(in: session)
            return try await Self.item(id: id, in: session)
        }
        if updated != nil { changes.changed(.catalogue) }
        return updated
    }

    func updatePasswordHash(_ hash: String, of id: Int) async throws {
        try await database.update("items").set("password_hash", to: hash).where("id", .equal, id).run()
    }

    func imageFile(named name: String, variant: ImageVariant) async throws -> ImageFile? {
        let (nameColumn, typeColumn, dataColumn) =
            switch variant {
            case .full: ("image_name", "image_type", "image_data")
            case .thumbnail: ("thumbnail_name", "thumbnail_type", "thumbnail_data")
            }
        guard
            let row = try await database.select().columns(typeColumn, dataColumn).from("item_images")
                .where(SQLIdentifier(nameColumn), .equal, SQLBind(name)).first()
        else { return nil }
        return ImageFile(
            mediaType: try row.decode(column: typeColumn, as: String.self),
            data: try row.decode(column: dataColumn, as: Data.self))
    }

    /// The number every change to what the APIs show raises.
    static let catalogueVersion = VersionCounter(table: "catalogue_version")

    func catalogueVersion() async throws -> Int64 {
        try await Self.catalogueVersion.read(from: database)
    }

    /// Tells every instance's cache that what the APIs show has changed; part of the caller's transaction.
    static func bumpCatalogueVersion(in session: any SQLDatabase) async throws {
        try await catalogueVersion.bump(in: session)
    }

    private static func item(id: Int, in database: any SQLDatabase) async throws -> ItemRecord? {
        guard
            let row = try await database.select().columns(itemColumns).from("items").where("id", .equal, id).first()
        else { return nil }
        return try await records(from: [row], in: database).first
    }

    /// The images of `ids`, each item's in order — numbers and names only, never the bytes.
    private static func storedImages(of ids: [Int], in database: any SQLDatabase) async throws -> [Int: [StoredImage]] {
        guard !ids.isEmpty else { return [:] }
        let rows = try await database.select().columns("id", "item_id", "image_name", "thumbnail_name")
            .from("item_images").where("item_id", .in, ids).orderBy("item_id").orderBy("position").all()
        var images: [Int: [StoredImage]] = [:]
        for row in rows {
            let item = try row.decode(column: "item_id", as: Int.self)
            images[item, default: []].append(
                StoredImage(
                    id: try row.decode(column: "id", as: Int.self),
                    names: ImageNames(
                        image: try row.decode(column: "image_name", as: String.self),
                        thumbnail: try row.decode(column: "thumbnail_name", as: String.self))))
        }
        return images
    }

    /// Puts image `image` of item `id` first, the others after it in their order.
    private static func moveFirst(image: Int, of id: Int, in database: any SQLDatabase) async throws {
        let order = (try await storedImages(of: [id], in: database))[id]?.map(\.id) ?? []
        guard order.contains(image) else { return }
        for (position, imageID) in ([image] + order.filter { $0 != image }).enumerated() {
            try await database.update("item_images").set("position", to: position).where("id", .equal, imageID).run()
        }
    }

    /// Makes item `id`'s images `images`, in that order: kept ones move to their place, new ones are
    /// stored there, the rest are removed. A kept number that is not the item's is skipped.
    private static func arrange(_ images: [ImageChange], of id: Int, in database: any SQLDatabase) async throws {
        let kept = images.compactMap { if case .kept(let imageID) = $0 { imageID } else { nil } }
        var removal = database.delete(from: "item_images").where("item_id", .equal, id)
        if !kept.isEmpty { removal = removal.where("id", .notIn, kept) }
        try await removal.run()
        for (position, image) in images.enumerated() {
            switch image {
            case .kept(let imageID):
                try await database.update("item_images").set("position", to: position)
                    .where("id", .equal, imageID).where("item_id", .equal, id).run()
            case .new(let upload):
                try await insert(upload, at: position, of: id, in: database)
            }
        }
    }

    private static func insertImages(_ images: [StoredImageUpload], of id: Int, in database: any SQLDatabase)
        async throws
    {
        for (position, image) in images.enumerated() {
            try await insert(image, at: position, of: id, in: database)
        }
    }

    private static func insert(_ image: StoredImageUpload, at position: Int, of id: Int, in database: any SQLDatabase)
        async throws
    {
        try await database.insert(into: "item_images")
            .columns(
                "item_id", "position", "image_name", "image_type", "image_data", "thumbnail_name", "thumbnail_type",
                "thumbnail_data"
            )
            .values(
                SQLBind(id), SQLBind(position), SQLBind(image.names.image),
                SQLBind(image.processed.full.format.mediaType), SQLBind(image.processed.full.data),
                SQLBind(image.names.thumbnail), SQLBind(image.processed.thumbnail.format.mediaType),
                SQLBind(image.processed.thumbnail.data)
            )
            .run()
    }
}
