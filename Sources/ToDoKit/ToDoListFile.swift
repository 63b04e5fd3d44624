import Foundation
import ISODates
import JSONDiagnostics

/// The file format: `{"format": "mybiz-todo", "version": 1, "toDo": [...], "done": [...], "nextNumber": 4}`
/// with ISO 8601 dates. The version says what a reader must understand; a newer file is refused, not
/// misread. Item numbers and `nextNumber` came later without a new version: a reader that does not
/// know them ignores them, and a file without them is numbered when read.
package enum ToDoListFile {
    static let format = "mybiz-todo"
    /// The format version this ToDoKit writes, and the newest it reads.
    package static let version = 1

    struct Contents: Codable {
        let format: String
        let version: Int
        let toDo: [ToDoItem]
        let done: [ToDoItem]
        let nextNumber: Int?
        /// The server's revision of an account's list; only in the API's answers, never in a file.
        var revision: Int64? = nil
    }

    struct Unsupported: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// The encoder of documents and their items: ISO 8601 dates.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// The decoder of documents and their items, reading dates as every door does.
    static func decoder(source: ToDoDocumentSource = .input) -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo[sourceKey] = source
        decoder.dateDecodingStrategy = .custom(decodeDate)
        return decoder
    }

    static func encode(_ list: ToDoList, revision: Int64? = nil) throws -> Data {
        let encoder = encoder()
        return try encoder.encode(
            Contents(
                format: format, version: version, toDo: list.toDo, done: list.done, nextNumber: list.nextNumber,
                revision: revision))
    }

    static func decode(_ data: Data) throws -> ToDoList {
        try decodeWithRevision(data).list
    }

    /// Where a decoder reading a document finds its `ToDoDocumentSource`.
    static let sourceKey = CodingUserInfoKey(rawValue: "mybiz.todo.source")!

    static func decodeWithRevision(_ data: Data, source: ToDoDocumentSource = .input) throws -> (
        list: ToDoList, revision: Int64?
    ) {
        let decoder = decoder(source: source)
        let contents: Contents
        do {
            contents = try decoder.decode(Contents.self, from: data)
        } catch let error as DecodingError {
            throw Unsupported(description: describe(error, in: data))
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

    /// An ISO 8601 date and time as every door reads one (`ISODate`), refused with a sentence naming
    /// the text and what is wrong with it: a day that does not exist is not rolled over into the next.
    private static func decodeDate(_ decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        // A list kept before the rule may hold any date Foundation's style read then (a year 0000).
        let kept = decoder.userInfo[sourceKey] as? ToDoDocumentSource == .kept
        guard let date = kept ? ISODate.parseKept(text) : ISODate.parse(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: ISODate.problem(with: text))
        }
        return date
    }

    /// Why `data` is not a list, as a clause ("toDo[0].title must be a string").
    static func describe(_ error: DecodingError, in data: Data) -> String {
        let sentence = DecodingProblem.sentence(for: error, whole: "it", json: data)
        return sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    }
}
