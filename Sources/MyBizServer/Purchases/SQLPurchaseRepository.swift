import Foundation
import MyBizAPI
import SQLKit
import ServerDatabase

/// `PurchaseRepository` over SQLKit, for SQLite and PostgreSQL.
struct SQLPurchaseRepository: PurchaseRepository {
    let database: any SQLDatabase
    /// Where every new order is said: orders are the company's data (`DataTopic.company`).
    let changes: DataChanges

    private static let columns = [
        "id", "po_number", "comment", "purchaser_id", "purchase_date", "due_date", "status", "approver_id",
    ]

    func orders() async throws -> [PurchaseOrder] {
        let rows = try await database.select().columns(Self.columns)
            .from("purchase_orders").orderBy("purchase_date", .descending).orderBy("po_number").all()
        return try await Self.orders(rows, in: database, only: nil)
    }

    func order(_ id: UUID) async throws -> PurchaseOrder? {
        try await Self.order(id, in: database, locking: false)
    }

    private static func order(_ id: UUID, in database: any SQLDatabase, locking: Bool) async throws -> PurchaseOrder? {
        var query = database.select().columns(columns).from("purchase_orders").where("id", .equal, id.uuidString)
        // PostgreSQL: a second decision on this order waits for the first to commit, then reads what it did.
        // SQLite's transaction already holds the write lock.
        if locking, database.dialect.name == "postgresql" { query = query.lockingClause(SQLLockingClause.update) }
        guard let row = try await query.first() else { return nil }
        return try await orders([row], in: database, only: id).first
    }

    /// The orders `rows` hold, with their lines and history (only order `only`'s when given).
    private static func orders(_ rows: [any SQLRow], in database: any SQLDatabase, only: UUID?) async throws
        -> [PurchaseOrder]
    {
        var lineQuery = database.select().columns("order_id", "product_id", "quantity").from("purchase_lines")
        var eventQuery = database.select()
            .columns("order_id", "step", "actor_id", "at", "reason", "approver_id").from("purchase_order_events")
        if let only {
            lineQuery = lineQuery.where("order_id", .equal, only.uuidString)
            eventQuery = eventQuery.where("order_id", .equal, only.uuidString)
        }
        var lines: [UUID: [PurchaseLine]] = [:]
        for row in try await lineQuery.orderBy("order_id").orderBy("position").all() {
            lines[try row.uuid("order_id"), default: []].append(
                PurchaseLine(
                    productId: try row.uuid("product_id"), quantity: try row.decode(column: "quantity", as: Double.self)
                ))
        }
        var history: [UUID: [PurchaseOrderEvent]] = [:]
        for row in try await eventQuery.orderBy("order_id").orderBy("position").all() {
            let stepText = try row.decode(column: "step", as: String.self)
            guard let step = PurchaseOrderStep(rawValue: stepText) else {
                throw StoredValueInvalid(place: "purchase_order_events.step", value: stepText)
            }
            history[try row.uuid("order_id"), default: []].append(
                PurchaseOrderEvent(
                    step: step, by: try row.uuid("actor_id"),
                    at: Date(timeIntervalSince1970: try row.decode(column: "at", as: Double.self)),
                    reason: try row.decode(column: "reason", as: String?.self),
                    approver: try row.optionalUUID("approver_id")))
        }
        return try rows.map { row in
            let id = try row.uuid("id")
            let statusText = try row.decode(column: "status", as: String?.self)
            return PurchaseOrder(
                id: id, poNumber: try row.decode(column: "po_number", as: String.self),
                comment: try row.decode(column: "comment", as: String?.self), purchaser: try row.uuid("purchaser_id"),
                purchaseDate: Date(timeIntervalSince1970: try row.decode(column: "purchase_date", as: Double.self)),
                dueDate: try row.decode(column: "due_date", as: Double?.self).map(Date.init(timeIntervalSince1970:)),
                purchases: lines[id] ?? [], status: statusText.flatMap(PurchaseOrderStatus.init(rawValue:)),
                approver: try row.optionalUUID("approver_id"), history: history[id] ?? [])
        }
    }

    func hasOrder(numbered number: String, except: UUID?) async throws -> Bool {
        var query = database.select().column("id").from("purchase_orders")
            .where("number_key", .equal, SQLBind(CaseFoldedKey.of(number)))
        if let except { query = query.where("id", .notEqual, except.uuidString) }
        return try await query.first() != nil
    }

    func create(_ order: PurchaseOrder) async throws {
        do {
            try await database.transaction { session in
                try await session.insert(into: "purchase_orders")
                    .columns(Self.columns + ["number_key"])
                    .values(
                        SQLBind(order.id.uuidString), SQLBind(order.poNumber), SQLBind(order.comment),
                        SQLBind(order.purchaser.uuidString), SQLBind(order.purchaseDate.timeIntervalSince1970),
                        SQLBind(order.dueDate?.timeIntervalSince1970), SQLBind(order.status?.rawValue),
                        SQLBind(order.approver?.uuidString), SQLBind(CaseFoldedKey.of(order.poNumber))
                    )
                    .run()
                try await Self.insertLines(of: order, in: session)
                try await Self.insertEvents(order.history, of: order.id, from: 0, in: session)
                try await SQLCompanyRepository.version.bump(in: session)
            }
        } catch  where DatabaseFailure.isUniqueViolation(error) {
            throw PurchaseOrderNumberTaken(number: order.poNumber)
        }
        changes.changed(.company)
    }

    func change(_ id: UUID, _ decide: @escaping @Sendable (PurchaseOrder) throws -> PurchaseOrder) async throws
        -> PurchaseOrder?
    {
        let changed: PurchaseOrder? = try await database.transaction { session in
            guard let current = try await Self.order(id, in: session, locking: true) else { return nil }
            let next = try decide(current)
            do {
                try await session.update("purchase_orders")
                    .set("po_number", to: SQLBind(next.poNumber))
                    .set("number_key", to: SQLBind(CaseFoldedKey.of(next.poNumber)))
                    .set("comment", to: SQLBind(next.comment))
                    .set("due_date", to: SQLBind(next.dueDate?.timeIntervalSince1970))
                    .set("status", to: SQLBind(next.status?.rawValue))
                    .set("approver_id", to: SQLBind(next.approver?.uuidString))
                    .where("id", .equal, id.uuidString).run()
            } catch  where DatabaseFailure.isUniqueViolation(error) {
                throw PurchaseOrderNumberTaken(number: next.poNumber)
            }
            if next.purchases != current.purchases {
                try await session.delete(from: "purchase_lines").where("order_id", .equal, id.uuidString).run()
                try await Self.insertLines(of: next, in: session)
            }
            let added = Array(next.history.dropFirst(current.history.count))
            try await Self.insertEvents(added, of: id, from: current.history.count, in: session)
            try await SQLCompanyRepository.version.bump(in: session)
            return next
        }
        if changed != nil { changes.changed(.company) }
        return changed
    }

    private static func insertLines(of order: PurchaseOrder, in session: any SQLDatabase) async throws {
        for (position, line) in order.purchases.enumerated() {
            try await session.insert(into: "purchase_lines")
                .columns("order_id", "position", "product_id", "quantity")
                .values(
                    SQLBind(order.id.uuidString), SQLBind(position), SQLBind(line.productId.uuidString),
                    SQLBind(line.quantity)
                )
                .run()
        }
    }

    private static func insertEvents(
        _ events: [PurchaseOrderEvent], of id: UUID, from first: Int, in session: any SQLDatabase
    ) async throws {
        for (offset, event) in events.enumerated() {
            try await session.insert(into: "purchase_order_events")
                .columns("order_id", "position", "step", "actor_id", "at", "reason", "approver_id")
                .values(
                    SQLBind(id.uuidString), SQLBind(first + offset), SQLBind(event.step.rawValue),
                    SQLBind(event.by.uuidString), SQLBind(event.at.timeIntervalSince1970), SQLBind(event.reason),
                    SQLBind(event.approver?.uuidString)
                )
                .run()
        }
    }
}
