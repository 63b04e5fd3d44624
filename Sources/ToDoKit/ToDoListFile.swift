import Foundation

/// The file format: `{"format": "mybiz-todo", "version": 1, "toDo": [...], "done": [...], "nextNumber": 4}`
/// with ISO 8601 dates. The version says what a reader must understand; a newer file is refused, not
/// misread. Item numbers and `nextNumber` came later without a new version: a reader that does not
/// know them ignores them, and a file without them is numbered when read.
enum ToDoListFile {
    static let format = "mybiz-todo"
    static let version = 1

    struct Contents: Codable {
        let format: String
        let version: Int
        let toDo: [ToDoItem]
        let done: [ToDoItem]
        let nextNumber: Int?
        /// The server's revision of an account's list; only in the API's answers, never in a file.
        var revision: Int64? = nil
    }

    struct Unsupported: Error, CustomStringConvertible {
        let description: String
    }

    static func encode(_ list: ToDoList, revision: Int64? = nil) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(
            Contents(
                format: format, version: version, toDo: list.toDo, done: list.done, nextNumber: list.nextNumber,
                revision: revision))
    }

    static func decode(_ data: Data) throws -> ToDoList {
        try decodeWithRevision(data).list
    }

    static func decodeWithRevision(_ data: Data) throws -> (list: ToDoList, revision: Int64?) {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let contents: Contents
        do {
            contents = try decoder.decode(Contents.self, from: data)
        } catch let error as DecodingError {
            throw Unsupported(description: describe(error))
        }
        guard contents.format == format else {
            throw Unsupported(description: "it is not a MyBiz to-do list (format “\(contents.format)”)")
        }
        guard contents.version <= version else {
            throw Unsupported(
                description: "it was written by a newer version of mybiz (format version \(contents.version))")
        }
        let list = ToDoList(
            toDo: contents.toDo.map { item in
                var item = item
                item.isDone = false
                return item
            },
            done: contents.done.map { item in
                var item = item
                item.isDone = true
                return item
            },
            nextNumber: contents.nextNumber ?? 1)
        return (list, contents.revision)
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty: "it is not valid JSON"
        case .keyNotFound(let key, _): "“\(key.stringValue)” is missing"
        default: "it does not have the shape of a to-do list: \(error)"
        }
    }
}
