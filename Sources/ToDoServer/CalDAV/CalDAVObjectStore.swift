import Foundation
import SQLKit
import ServerDatabase

/// Each item's calendar object as its CalDAV client last wrote it, under the name the client gave
/// it (`…/Inbox/3F2A….ics`), kept whole so what the list has no field for goes back out unchanged.
struct CalDAVObjectStore: Sendable {
    let database: any SQLDatabase

    /// A kept object: the item it is, the name it was written under, its text, and the zone its
    /// dates without a time were read in (and are written in).
    struct Kept: Sendable, Equatable {
        let item: UUID
        let name: String
        let text: String
        let zone: TimeZone
    }

    /// Every object `account`'s clients wrote, by item.
    func objects(of account: UUID) async throws -> [UUID: Kept] {
        var kept: [UUID: Kept] = [:]
        for row in try await database.select().columns("item_id", "name", "object", "zone").from("todo_caldav_objects")
            .where("account_id", .equal, account.uuidString).all()
        {
            let item = try row.uuid("item_id")
            kept[item] = Kept(
                item: item, name: try row.decode(column: "name", as: String.self),
                text: try row.decode(column: "object", as: String.self),
                zone: TimeZone(identifier: try row.decode(column: "zone", as: String.self)) ?? TimeZone(
                    identifier: "UTC")!)
        }
        return kept
    }

    /// Keeps `text` as item `item`'s object named `name`, its days read in `zone`, in place of what it
    /// had and of any other item's object of that name.
    func keep(_ text: String, named name: String, item: UUID, zone: TimeZone, of account: UUID) async throws {
        try await database.transaction { session in
            try await session.delete(from: "todo_caldav_objects").where("account_id", .equal, account.uuidString)
                .where("name", .equal, name).where("item_id", .notEqual, item.uuidString).run()
            try await session.insert(into: "todo_caldav_objects")
                .columns("account_id", "item_id", "name", "object", "zone")
                .values(
                    SQLBind(account.uuidString), SQLBind(item.uuidString), SQLBind(name), SQLBind(text),
                    SQLBind(zone.identifier)
                )
                .onConflict(with: ["account_id", "item_id"]) {
                    $0.set(excludedValueOf: "name").set(excludedValueOf: "object").set(excludedValueOf: "zone")
                }
                .run()
        }
    }
}

extension CalDAVObjectStore {
    /// Puts back what item `item` had kept before (`nil`: nothing), when the change that wrote anew
    /// was refused.
    func restore(_ kept: Kept?, item: UUID, of account: UUID) async throws {
        if let kept {
            try await keep(kept.text, named: kept.name, item: item, zone: kept.zone, of: account)
        } else {
            try await database.delete(from: "todo_caldav_objects").where("account_id", .equal, account.uuidString)
                .where("item_id", .equal, item.uuidString).run()
        }
    }
}
