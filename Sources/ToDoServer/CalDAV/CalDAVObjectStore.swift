import Foundation
import SQLKit
import ServerDatabase

/// Each item's calendar object as its CalDAV client last wrote it, under the name the client gave
/// it (`…/Inbox/3F2A….ics`), kept whole so what the list has no field for goes back out unchanged.
struct CalDAVObjectStore: Sendable {
    let database: any SQLDatabase

    /// A kept object: the item it is, the name it was written under, its text.
    struct Kept: Sendable, Equatable {
        let item: UUID
        let name: String
        let text: String
    }

    /// Every object `account`'s clients wrote, by item.
    func objects(of account: UUID) async throws -> [UUID: Kept] {
        var kept: [UUID: Kept] = [:]
        for row in try await database.select().columns("item_id", "name", "object").from("todo_caldav_objects")
            .where("account_id", .equal, account.uuidString).all()
        {
            let item = try row.uuid("item_id")
            kept[item] = Kept(
                item: item, name: try row.decode(column: "name", as: String.self),
                text: try row.decode(column: "object", as: String.self))
        }
        return kept
    }

    /// Keeps `text` as item `item`'s object named `name`, in place of what it had and of any other
    /// item's object of that name.
    func keep(_ text: String, named name: String, item: UUID, of account: UUID) async throws {
        try await database.transaction { session in
            try await session.delete(from: "todo_caldav_objects").where("account_id", .equal, account.uuidString)
                .where("name", .equal, name).where("item_id", .notEqual, item.uuidString).run()
            try await session.insert(into: "todo_caldav_objects").columns("account_id", "item_id", "name", "object")
                .values(SQLBind(account.uuidString), SQLBind(item.uuidString), SQLBind(name), SQLBind(text))
                .onConflict(with: ["account_id", "item_id"]) {
                    $0.set(excludedValueOf: "name").set(excludedValueOf: "object")
                }
                .run()
        }
    }
}
