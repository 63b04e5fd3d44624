import Foundation
import OpenMarketAPI
import SQLKit
import ServerDatabase

/// A product a person saved, with the price they saw then; `itemID` is `nil` once it was deleted.
struct SavedRecord: Sendable, Equatable {
    let id: Int
    let itemID: Int?
    let title: String
    let savedPrice: Double
    let savedCurrency: String
    let savedAt: Double
}

/// The products people saved, over SQLKit on SQLite and PostgreSQL.
struct SQLSavedRepository: Sendable {
    let database: any SQLDatabase

    /// Saves `item` for `account` at the price it has now; saving it again changes nothing and
    /// answers `false`.
    @discardableResult
    func save(_ item: ItemRecord, by account: UUID, now: Double) async throws -> Bool {
        try await !database.insert(into: "market_saved")
            .columns("account_id", "item_id", "title", "saved_price", "saved_currency", "saved_at")
            .values(
                SQLBind(account.uuidString), SQLBind(item.id), SQLBind(item.fields.title),
                SQLBind(item.fields.discountedPrice ?? item.fields.price), SQLBind(item.fields.currency), SQLBind(now)
            )
            .ignoringConflicts().returning("id").all().isEmpty
    }

    /// Takes product `itemID` off `account`'s saved list.
    func unsave(item itemID: Int, by account: UUID) async throws {
        try await database.delete(from: "market_saved").where("account_id", .equal, account.uuidString)
            .where("item_id", .equal, itemID).run()
    }

    /// Takes saved entry `id` (a deleted product's) off `account`'s list; `false` when they have no such entry.
    @discardableResult
    func remove(_ id: Int, by account: UUID) async throws -> Bool {
        try await !database.delete(from: "market_saved").where("account_id", .equal, account.uuidString)
            .where("id", .equal, id).returning("id").all().isEmpty
    }

    /// `account`'s saved products, the most recently saved first.
    func saved(by account: UUID) async throws -> [SavedRecord] {
        try await Self.records(
            database.select().columns(Self.columns).from("market_saved")
                .where("account_id", .equal, account.uuidString).orderBy("id", .descending))
    }

    /// `account`'s entry of product `itemID`, if they saved it.
    func entry(of itemID: Int, by account: UUID) async throws -> SavedRecord? {
        try await Self.records(
            database.select().columns(Self.columns).from("market_saved")
                .where("account_id", .equal, account.uuidString).where("item_id", .equal, itemID)
        ).first
    }

    private static let columns = ["id", "item_id", "title", "saved_price", "saved_currency", "saved_at"]

    private static func records(_ query: SQLSelectBuilder) async throws -> [SavedRecord] {
        try await query.all()
            .map { row in
                SavedRecord(
                    id: try row.decode(column: "id", as: Int.self),
                    itemID: try row.decode(column: "item_id", as: Int?.self),
                    title: try row.decode(column: "title", as: String.self),
                    savedPrice: try row.decode(column: "saved_price", as: Double.self),
                    savedCurrency: try row.decode(column: "saved_currency", as: String.self),
                    savedAt: try row.decode(column: "saved_at", as: Double.self))
            }
    }

    /// Whether `account` saved product `itemID`.
    func isSaved(_ itemID: Int, by account: UUID) async throws -> Bool {
        try await database.select().column("id").from("market_saved").where("account_id", .equal, account.uuidString)
            .where("item_id", .equal, itemID).first() != nil
    }

    /// The numbers of the products `account` saved.
    func savedItemIDs(by account: UUID) async throws -> Set<Int> {
        Set(
            try await database.select().column("item_id").from("market_saved")
                .where("account_id", .equal, account.uuidString).where("item_id", .isNot, SQLLiteral.null).all()
                .map { try $0.decode(column: "item_id", as: Int.self) })
    }
}
