import Foundation
import JSONDiagnostics

/// A change to some fields of one item, as a JSON merge patch (RFC 7396) of the item's own keys: a key
/// with a value sets that field, `null` removes it, a key left out keeps what the item has — so two
/// devices changing different fields of one item both keep their change
/// (`ToDoList.change(_:by:since:now:calendar:)`).
public struct ToDoItemPatch: Equatable, Sendable {
    /// The fields it changes, in `ToDoItem.Field`'s order.
    public let fields: [ToDoItem.Field]
    /// The patch as JSON: an object of those fields only.
    public let json: Data

    /// The patch `json` is.
    ///
    /// - Throws: `ToDoPatchError` naming what is wrong — not an object, a key that is not a field, a
    ///   field no change may touch (`id`, `createdAt`, `number`, the versions), a field that cannot be
    ///   removed, or a value its field's rules refuse.
    public init(json: Data) throws(ToDoPatchError) {
        let object: [String: Any]
        do {
            guard let read = try JSONSerialization.jsonObject(with: json) as? [String: Any] else {
                throw ToDoPatchError.notAnObject
            }
            object = read
        } catch let error as ToDoPatchError {
            throw error
        } catch {
            throw .notJSON(JSONSyntax.firstProblem(in: json, subject: "The change") ?? "The change is not JSON.")
        }
        var fields: [ToDoItem.Field] = []
        for key in object.keys.sorted() {
            guard let field = ToDoItem.Field(rawValue: key) else {
                throw Self.fixed.contains(key) ? .fixedField(key) : .unknownField(key)
            }
            if [.title, .isDone].contains(field), object[key] is NSNull { throw .cannotRemove(field) }
            fields.append(field)
        }
        let done: Bool?
        do {
            done = try JSONDecoder().decode(Done.self, from: json).isDone
        } catch {
            throw .invalid(field: .isDone, reason: "isDone must be true or false.")
        }
        self.isDone = done
        self.fields = ToDoItem.Field.allCases.filter(fields.contains)
        self.json = json
        // Every value is checked now, on an item that has none of them, so a patch that is made is one
        // its fields' rules take.
        _ = try applied(to: Self.blank)
    }

    /// The patch that makes `old` into `new`: `new`'s value of every field they differ in.
    public init(from old: ToDoItem, to new: ToDoItem) {
        fields = old.changedFields(to: new)
        isDone = fields.contains(.isDone) ? new.isDone : nil
        var object: [String: Any] = [:]
        let whole = (try? ToDoListFile.encoder().encode(new)).flatMap {
            try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
        }
        for field in fields { object[field.rawValue] = whole?[field.rawValue] ?? NSNull() }
        json = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }

    /// The patch that makes a new item into `item`: every field it has, and `id` beside them — the body
    /// that creates it (`POST /api/todos/items`).
    public static func creating(_ item: ToDoItem) -> Data {
        var object: [String: Any] = [:]
        if let blank = try? ToDoItem(title: item.title, id: item.id, createdAt: item.createdAt),
            let fields = (try? JSONSerialization.jsonObject(with: Self(from: blank, to: item).json)) as? [String: Any]
        {
            object = fields
        }
        object["title"] = item.title
        object["id"] = item.id.uuidString
        for (key, value) in object where value is NSNull { object[key] = nil }
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }

    /// Whether it checks (`true`) or unchecks (`false`) the item; `nil` when it leaves that be.
    public let isDone: Bool?

    private struct Done: Decodable {
        let isDone: Bool?
    }

    /// `item` with this patch's fields, but for `isDone`, which moves the item in its list: checked by
    /// the same rules as any item.
    public func applied(to item: ToDoItem) throws(ToDoPatchError) -> ToDoItem {
        guard
            let data = try? ToDoListFile.encoder().encode(item),
            var whole = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let patch = try? JSONSerialization.jsonObject(with: json) as? [String: Any]
        else { return item }
        for (key, value) in patch where key != ToDoItem.Field.isDone.rawValue {
            whole[key] = value is NSNull ? nil : value
        }
        do {
            let merged = try JSONSerialization.data(withJSONObject: whole)
            var patched = try ToDoListFile.decoder().decode(ToDoItem.self, from: merged)
            patched.number = item.number
            patched.version = item.version
            patched.fieldVersions = item.fieldVersions
            return patched
        } catch let error as DecodingError {
            let field = Self.field(of: error) ?? .title
            throw .invalid(field: field, reason: DecodingProblem.sentence(for: error, whole: "the item"))
        } catch {
            throw .invalid(field: .title, reason: "The change cannot be applied (\(error)).")
        }
    }

    /// The keys of an item no change may touch.
    static let fixed: Set<String> = ["id", "createdAt", "number", "version", "fieldVersions"]

    /// An item with nothing but a title, to try a patch's values on.
    private static let blank = try! ToDoItem(
        title: "-", id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
        createdAt: Date(timeIntervalSince1970: 0))

    private static func field(of error: DecodingError) -> ToDoItem.Field? {
        let path: [any CodingKey]
        switch error {
        case .dataCorrupted(let context): path = context.codingPath
        case .keyNotFound(let key, let context): path = context.codingPath + [key]
        case .typeMismatch(_, let context), .valueNotFound(_, let context): path = context.codingPath
        @unknown default: return nil
        }
        return path.first.flatMap { ToDoItem.Field(rawValue: $0.stringValue) }
    }
}

/// Why a change of one item was refused.
public enum ToDoPatchError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The body is not JSON; the sentence says where.
    case notJSON(String)
    /// The body is JSON but not an object of fields.
    case notAnObject
    /// A key that is not a field of an item.
    case unknownField(String)
    /// A field no change may touch.
    case fixedField(String)
    /// A field every item has, sent as `null`.
    case cannotRemove(ToDoItem.Field)
    /// A value its field's rules refuse.
    case invalid(field: ToDoItem.Field, reason: String)
    /// The list's rules refuse the change (a duplicate, the item gone…).
    case refused(ToDoInputError)

    /// The sentence.
    public var description: String {
        switch self {
        case .notJSON(let sentence): sentence
        case .notAnObject:
            "A change of an item is a JSON object of the fields it changes, such as {\"title\": \"Buy milk\"}."
        case .unknownField(let key):
            "“\(key)” is not a field of an item; the fields are "
                + ToDoItem.Field.allCases.map(\.rawValue).joined(separator: ", ") + "."
        case .fixedField(let key): "\(key) is the item's own and cannot be changed."
        case .cannotRemove(let field):
            field == .title
                ? "title cannot be removed: an item needs a title."
                : "\(field.rawValue) cannot be removed; send true or false."
        case .invalid(_, let reason): reason
        case .refused(let error): error.description
        }
    }
}
