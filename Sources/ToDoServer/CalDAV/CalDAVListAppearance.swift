import Foundation
import SQLKit
import ServerDatabase

/// How the apps show each list — its colour and its place among the others (Apple's
/// `calendar-color` and `calendar-order`) — as an app last set them with PROPPATCH, per account.
struct CalDAVListAppearance: Sendable {
    let database: any SQLDatabase

    /// The properties an app may set on a list.
    static let settable: Set<CalDAVRequest.PropertyName> = [
        .init(namespace: DAVElement.apple, name: "calendar-color"),
        .init(namespace: DAVElement.apple, name: "calendar-order"),
    ]
    /// The longest value kept.
    static let maxValueLength = 64

    /// The key a list is kept under: its name, in any case.
    static func key(_ list: String) -> String { list.lowercased() }

    /// Every list's properties of `account`, by list key.
    func properties(of account: UUID) async throws -> [String: [CalDAVRequest.PropertyName: String]] {
        var found: [String: [CalDAVRequest.PropertyName: String]] = [:]
        for row in try await database.select().columns("list_key", "property", "value")
            .from("todo_caldav_list_properties").where("account_id", .equal, account.uuidString).all()
        {
            let property = try row.decode(column: "property", as: String.self)
            guard let name = Self.settable.first(where: { Self.stored($0) == property }) else { continue }
            found[try row.decode(column: "list_key", as: String.self), default: [:]][name] =
                try row.decode(column: "value", as: String.self)
        }
        return found
    }

    /// Sets (a value) or removes (`nil`) each of `changes` on `list`, all in one transaction.
    func apply(_ changes: [(CalDAVRequest.PropertyName, String?)], to list: String, of account: UUID) async throws {
        try await database.transaction { session in
            for (name, value) in changes {
                try await session.delete(from: "todo_caldav_list_properties")
                    .where("account_id", .equal, account.uuidString).where("list_key", .equal, Self.key(list))
                    .where("property", .equal, Self.stored(name)).run()
                if let value {
                    try await session.insert(into: "todo_caldav_list_properties")
                        .columns("account_id", "list_key", "property", "value")
                        .values(
                            SQLBind(account.uuidString), SQLBind(Self.key(list)), SQLBind(Self.stored(name)),
                            SQLBind(value)
                        )
                        .run()
                }
            }
        }
    }

    private static func stored(_ name: CalDAVRequest.PropertyName) -> String { "\(name.namespace) \(name.name)" }
}
