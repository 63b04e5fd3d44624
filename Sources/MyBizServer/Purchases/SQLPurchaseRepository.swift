import Foundation
import MyBizAPI
import SQLKit
import ServerDatabase

/// `PurchaseRepository` over SQLKit, for SQLite and PostgreSQL.
struct SQLPurchaseRepository: PurchaseRepository {
    let database: any SQLDatabase
    /// Where every new order is said: orders are the company's data (`DataTopic.company`).
    let changes: DataChanges

    func orders() async throws -> [PurchaseOrder] {
        let rows = try await database.select()
            .columns("id", "po_number", "comment", "purchaser_id", "purchase_date", "due_date")
            .from("purchase_orders").orderBy("purchase_date", .descending).orderBy("po_number").all()
        var lines: [UUID: [PurchaseLine]] = [:]
        for row in try await database.select().columns("order_id", "product_id", "quantity").from("purchase_lines")
            .orderBy("order_id").orderBy("position").all()
        {
            lines[try row.uuid("order_id"), default: []].append(
                PurchaseLine(
                    productId: try row.uuid("product_id"), quantity: try row.decode(column: "quantity", as: Double.self)
                ))
        }
        return try rows.map { row in
            let id = try row.uuid("id")
            return PurchaseOrder(
                id: id, poNumber: try row.decode(column: "po_number", as: String.self),
                comment: try row.decode(column: "comment", as: String?.self), purchaser: try row.uuid("purchaser_id"),
                purchaseDate: Date(timeIntervalSince1970: try row.decode(column: "purchase_date", as: Double.self)),
                dueDate: try row.decode(column: "due_date", as: Double?.self).map(Date.init(timeIntervalSince1970:)),
                purchases: lines[id] ?? [])
        }
    }

    func hasOrder(numbered number: String) async throws -> Bool {
        try await database.select().column("id").from("purchase_orders")
            .where("number_key", .equal, SQLBind(CaseFoldedKey.of(number))).first() != nil
    }

    func create(_ order: PurchaseOrder) async throws {
        do {
            try await insert(order)
        } catch  where DatabaseFailure.isUniqueViolation(error) {
            throw PurchaseOrderNumberTaken(number: order.poNumber)
        }
        changes.changed(.company)
    }

    private func insert(_ order: PurchaseOrder) async throws {
        try await database.transaction { session in
            try await session.insert(into: "purchase_orders")
                .columns("id", "po_number", "number_key", "comment", "purchaser_id", "purchase_date", "due_date")
                .values(
                    SQLBind(order.id.uuidString), SQLBind(order.poNumber), SQLBind(CaseFoldedKey.of(order.poNumber)),
                    SQLBind(order.comment), SQLBind(order.purchaser.uuidString),
                    SQLBind(order.purchaseDate.timeIntervalSince1970), SQLBind(order.dueDate?.timeIntervalSince1970)
                )
                .run()
            for (position, line) in order.purchases.enumerated() {
                try await session.insert(into: "purchase_lines")
                    .columns("order_id", "position", "product_id", "quantity")
                    .values(
                        SQLBind(order.id.uuidString), SQLBind(position), SQLBind(line.productId.uuidString),
                        SQLBind(line.quantity)
                    )
                    .run()
            }
            try await SQLCompanyRepository.version.bump(in: session)
        }
    }
}
