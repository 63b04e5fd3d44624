import Foundation

/// What a server keeping the list answers about one item it changed or was asked for
/// (`/api/todos/items/{id}`): the item with its version, where it is, the list's revision after it, and
/// the fields a change replaced that another device had changed meanwhile, with the sentence to show.
public struct ToDoItemAnswer: Codable, Equatable, Sendable {
    /// The item as kept, `version` counted.
    public let item: ToDoItem
    /// Where it is.
    public let section: ToDoSection
    /// The whole list's revision after the change (its `ETag`).
    public let revision: Int64
    /// The fields the change set over another device's change of them (`ToDoItemChangeOutcome`).
    public let replaced: [ToDoItem.Field]
    /// The sentence saying so; absent when nothing was replaced.
    public let message: String?

    /// An answer about `item`, in `section`, at list revision `revision`.
    public init(
        item: ToDoItem, section: ToDoSection, revision: Int64, replaced: [ToDoItem.Field] = [],
        message: String? = nil
    ) {
        self.item = item
        self.section = section
        self.revision = revision
        self.replaced = replaced
        self.message = message
    }

    /// The answer as JSON, dates as the list's document writes them.
    public func document() throws -> Data {
        try ToDoListFile.encoder().encode(self)
    }

    /// An answer read from `document`, an item in it checked by the item rules.
    public init(document: Data) throws {
        self = try ToDoListFile.decoder(source: .kept).decode(Self.self, from: document)
    }
}
