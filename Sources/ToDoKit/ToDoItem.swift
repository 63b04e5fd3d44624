import Foundation

/// One thing to do.
public struct ToDoItem: Codable, Hashable, Identifiable, Sendable {
    /// Stable across saves and processes.
    public let id: UUID
    /// What to do; never blank.
    public let title: String
    /// More words about it.
    public let itemDescription: String?
    /// When it is due.
    public let dueDate: Date?
    /// Where.
    public let location: Location?
    /// Whether it is in the Finished section.
    public var isDone: Bool
    /// When it was added.
    public let createdAt: Date
    /// The number the list gave it when it was added, from 1: it never changes and is never given to
    /// another item of the same list, so a person can name the item by it. 0 until it is in a list.
    public internal(set) var number: Int = 0

    /// The longest title, in characters.
    public static let maxTitleLength = 200
    /// The longest description, place name or address, in characters.
    public static let maxTextLength = 2_000

    /// An item; the title is trimmed and must not be blank; no text longer than its limit or holding NUL.
    public init(
        title: String, itemDescription: String? = nil, dueDate: Date? = nil, location: Location? = nil,
        id: UUID = UUID(), createdAt: Date = Date(), isDone: Bool = false
    ) throws(ToDoInputError) {
        let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw .emptyTitle }
        try ToDoField.title.check(title, limit: Self.maxTitleLength)
        if let itemDescription { try ToDoField.description.check(itemDescription, limit: Self.maxTextLength) }
        self.id = id
        self.title = title
        self.itemDescription = itemDescription.flatMap {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0
        }
        self.dueDate = dueDate
        self.location = location
        self.isDone = isDone
        self.createdAt = createdAt
    }

    /// Whether `other` counts as the same item: the same title ignoring case and spaces (runs of
    /// spaces inside count as one), the same due date, the same location name.
    public func isSame(as other: ToDoItem) -> Bool {
        Self.comparable(title) == Self.comparable(other.title) && dueDate == other.dueDate
            && location.map { Self.comparable($0.name) } == other.location.map { Self.comparable($0.name) }
    }

    /// `text` lowercased, with its words joined by single spaces.
    private static func comparable(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }

    /// Decodes and checks an item by the rules of `init(title:…)` (a hand-edited file or an API body
    /// cannot hold a blank title); a refusal names the field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let title = try container.decode(String.self, forKey: .title)
        let itemDescription = try container.decodeIfPresent(String.self, forKey: .itemDescription)
        let dueDate = try container.decodeIfPresent(Date.self, forKey: .dueDate)
        let location = try container.decodeIfPresent(Location.self, forKey: .location)
        let id = try container.decode(UUID.self, forKey: .id)
        let createdAt = try container.decode(Date.self, forKey: .createdAt)
        let isDone = try container.decode(Bool.self, forKey: .isDone)
        do throws(ToDoInputError) {
            try self.init(
                title: title, itemDescription: itemDescription, dueDate: dueDate, location: location, id: id,
                createdAt: createdAt, isDone: isDone)
        } catch {
            let key: CodingKeys = error.field == .description ? .itemDescription : .title
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
        }
        number = try container.decodeIfPresent(Int.self, forKey: .number) ?? 0
    }
}
