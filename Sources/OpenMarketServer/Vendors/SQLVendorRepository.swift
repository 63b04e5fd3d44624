import Foundation
import SQLKit
import ServerDatabase
import WebPages

/// `VendorRepository` over SQLKit. Every change bumps the catalogue's version, because products
/// show their vendor's name: every server instance's cache then drops what it rendered.
struct SQLVendorRepository: VendorRepository {
    let database: any SQLDatabase
    /// Where every committed change to a vendor is said: vendors' names are in what the 2022 API
    /// shows (`DataTopic.catalogue`).
    let changes: DataChanges

    private static let columns = ["id", "identifier", "name", "secret_hash", "created_at", "removed_at", "account_id"]

    private static func record(from row: any SQLRow) throws -> VendorRecord {
        VendorRecord(
            id: try row.decode(column: "id", as: Int.self),
            identifier: try row.decode(column: "identifier", as: String.self),
            name: try row.decode(column: "name", as: String.self),
            secretHash: try row.decode(column: "secret_hash", as: String?.self),
            createdAt: try row.decode(column: "created_at", as: Double.self),
            removedAt: try row.decode(column: "removed_at", as: Double?.self),
            accountID: try row.optionalUUID("account_id"))
    }

    /// The vendor that is `person` selling on the market's pages, made on their first product.
    func seller(_ person: WebPerson, now: Double) async throws -> VendorRecord {
        if let seller = try await seller(account: person.id) { return seller }
        let identifier = VendorRecord.identifier(ofSeller: person.id)
        try await database.insert(into: "vendors").columns("identifier", "name", "created_at", "account_id")
            .values(SQLBind(identifier), SQLBind(person.name), SQLBind(now), SQLBind(person.id.uuidString))
            .ignoringConflicts().run()
        guard let seller = try await seller(account: person.id) else { throw RepositoryError.noRowReturned }
        return seller
    }

    /// The vendor that is the person with account `id` selling, or `nil` before their first product.
    func seller(account id: UUID) async throws -> VendorRecord? {
        try await database.select().columns(Self.columns).from("vendors").where("account_id", .equal, id.uuidString)
            .first().map(Self.record(from:))
    }

    /// Vendor `id`, or `nil`.
    func vendor(id: Int) async throws -> VendorRecord? {
        try await Self.vendors(ids: [id], in: database)[id]
    }

    /// The vendors numbered `ids`, by number.
    static func vendors(ids: [Int], in database: any SQLDatabase) async throws -> [Int: VendorRecord] {
        guard !ids.isEmpty else { return [:] }
        let rows = try await database.select().columns(columns).from("vendors").where("id", .in, ids).all()
        var vendors: [Int: VendorRecord] = [:]
        for row in rows {
            let vendor = try record(from: row)
            vendors[vendor.id] = vendor
        }
        return vendors
    }

    func vendor(identifier: String) async throws -> VendorRecord? {
        try await Self.vendor(identifier: identifier, in: database)
    }

    private static func vendor(identifier: String, in database: any SQLDatabase) async throws -> VendorRecord? {
        try await database.select().columns(columns).from("vendors").where("identifier", .equal, identifier)
            .first().map(record(from:))
    }

    func all() async throws -> [(vendor: VendorRecord, products: Int)] {
        let vendors = try await database.select().columns(Self.columns).from("vendors").orderBy("id").all()
            .map(Self.record(from:))
        let counts = try await database.select().column("vendor_id")
            .column(SQLAlias(SQLFunction("COUNT", args: SQLLiteral.all), as: SQLIdentifier("n")))
            .from("items").where("vendor_id", .isNot, SQLLiteral.null).groupBy("vendor_id").all()
        var products: [Int: Int] = [:]
        for row in counts {
            products[try row.decode(column: "vendor_id", as: Int.self)] = try row.decode(column: "n", as: Int.self)
        }
        return vendors.map { ($0, products[$0.id] ?? 0) }
    }

    func add(identifier: String, name: String, secretHash: String, now: Double) async throws -> VendorRecord {
        let added = try await database.transaction { session in
            if let existing = try await Self.vendor(identifier: identifier, in: session) {
                guard !existing.isActive else { throw VendorError.exists(identifier: identifier) }
                try await session.update("vendors").set("name", to: name).set("secret_hash", to: secretHash)
                    .set("removed_at", to: SQLLiteral.null).where("id", .equal, existing.id).run()
            } else {
                try await session.insert(into: "vendors").columns("identifier", "name", "secret_hash", "created_at")
                    .values(SQLBind(identifier), SQLBind(name), SQLBind(secretHash), SQLBind(now)).run()
            }
            try await SQLItemRepository.bumpCatalogueVersion(in: session)
            guard let added = try await Self.vendor(identifier: identifier, in: session) else {
                throw RepositoryError.noRowReturned
            }
            return added
        }
        changes.changed(.catalogue)
        return added
    }

    func remove(identifier: String, now: Double) async throws -> VendorRecord? {
        let removed: VendorRecord? = try await database.transaction { session in
            guard let vendor = try await Self.vendor(identifier: identifier, in: session), vendor.isActive else {
                return nil
            }
            try await session.update("vendors").set("secret_hash", to: SQLLiteral.null).set("removed_at", to: now)
                .where("id", .equal, vendor.id).run()
            try await SQLItemRepository.bumpCatalogueVersion(in: session)
            return try await Self.vendor(identifier: identifier, in: session)
        }
        if removed != nil { changes.changed(.catalogue) }
        return removed
    }

    func updateSecretHash(_ hash: String, of id: Int) async throws {
        try await database.update("vendors").set("secret_hash", to: hash).where("id", .equal, id).run()
    }
}
