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
    /// The list it is in, by name; `nil` for the Inbox, where items go when no list is said (added
    /// later, JSON key `list`, left out for the Inbox).
    public let list: String?
    /// How urgent: 1 (most) to 4; `nil` for not said (added later).
    public let priority: Int?
    /// Its labels, each once, in the order given (added later, left out when none).
    public let labels: [String]
    /// How it repeats; checking it schedules the next (added later).
    public let recurrence: Recurrence?
    /// When to remind the person of it (added later).
    public let reminder: Date?
    /// How many times the server keeping the list has seen it change, from 1 when it was added; 0 where
    /// no server keeps it (a file). What a client names in `If-Match` when it changes the item alone
    /// (`ToDoList.change(_:by:since:now:calendar:)`).
    public internal(set) var version: Int = 0
    /// The `version` each field last changed in, for the fields changed since the item was added (the
    /// others date from version 1): how a change made from an older version tells which of its fields
    /// another device changed meanwhile.
    public internal(set) var fieldVersions: [Field: Int] = [:]

    /// The longest title, in characters.
    public static let maxTitleLength = 200
    /// The longest description, place name or address, in characters.
    public static let maxTextLength = 2_000
    /// The longest list name or label, in characters.
    public static let maxNameLength = 50
    /// The most labels an item has.
    public static let maxLabels = 20
    /// The priorities, 1 the most urgent.
    public static let priorities = 1...4
    /// The name of the list items are in when no other is said.
    public static let inbox = "Inbox"

    /// An item; the title is trimmed and must not be blank; no text longer than its limit or holding NUL.
    /// A list named `Inbox` (any case) or blank is the Inbox; blank labels are none, and a label given
    /// twice (any case) is one.
    public init(
        title: String, itemDescription: String? = nil, dueDate: Date? = nil, location: Location? = nil,
        id: UUID = UUID(), createdAt: Date = Date(), isDone: Bool = false, list: String? = nil,
        priority: Int? = nil, labels: [String] = [], recurrence: Recurrence? = nil, reminder: Date? = nil
    ) throws(ToDoInputError) {
        let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw .emptyTitle }
        try ToDoField.title.check(title, limit: Self.maxTitleLength)
        if let itemDescription { try ToDoField.description.check(itemDescription, limit: Self.maxTextLength) }
        if let priority, !Self.priorities.contains(priority) { throw .invalidPriority(priority) }
        self.list = try Self.listName(list)
        self.labels = try Self.labels(labels)
        self.id = id
        self.title = title
        self.itemDescription = itemDescription.flatMap {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0
        }
        self.dueDate = dueDate
        self.location = location
        self.isDone = isDone
        self.createdAt = createdAt
        self.priority = priority
        self.recurrence = recurrence
        self.reminder = reminder
    }

    /// `list` as kept: trimmed, without a leading `#`, `nil` for the Inbox.
    ///
    /// - Throws: `tooLong` or `containsNUL` naming the list.
    public static func listName(_ list: String?) throws(ToDoInputError) -> String? {
        // "#home" is the list home, as the quick-add line writes it.
        var name = list?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if name.hasPrefix("#") { name = String(name.dropFirst()).trimmingCharacters(in: .whitespaces) }
        guard !name.isEmpty, name.lowercased() != inbox.lowercased() else { return nil }
        try ToDoField.list.check(name, limit: maxNameLength)
        return name
    }

    /// `labels` as kept: trimmed, blank ones left out, each once (the first spelling).
    ///
    /// - Throws: `tooLong` or `containsNUL` naming the label, `labelWithComma` (commas separate labels
    ///   where people type them), `tooManyLabels` — as soon as there are too many, however many were sent.
    public static func labels(_ labels: [String]) throws(ToDoInputError) -> [String] {
        var kept: [String] = []
        var seen = Set<String>()
        for label in labels {
            let name = label.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty, seen.insert(name.lowercased()).inserted else { continue }
            try ToDoField.label.check(name, limit: maxNameLength)
            if name.contains(",") { throw .labelWithComma(name) }
            kept.append(name)
            if kept.count > maxLabels { throw .tooManyLabels(limit: maxLabels) }
        }
        return kept
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

    private enum CodingKeys: String, CodingKey {
        case id, title, itemDescription, dueDate, location, isDone, createdAt, number, list, priority, labels,
            recurrence, reminder, version, fieldVersions
    }

    /// Decodes and checks an item by the rules of `init(title:…)` (a hand-edited file or an API body
    /// cannot hold a blank title); a refusal names the field. Items written before lists, labels,
    /// priorities, repeats and reminders have none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let title = try container.decode(String.self, forKey: .title)
        let itemDescription = try container.decodeIfPresent(String.self, forKey: .itemDescription)
        let dueDate = try container.decodeIfPresent(Date.self, forKey: .dueDate)
        let location = try container.decodeIfPresent(Location.self, forKey: .location)
        let id = try container.decode(UUID.self, forKey: .id)
        let createdAt = try container.decode(Date.self, forKey: .createdAt)
        let isDone = try container.decode(Bool.self, forKey: .isDone)
        let list = try container.decodeIfPresent(String.self, forKey: .list)
        let priority = try container.decodeIfPresent(Int.self, forKey: .priority)
        let labels = try container.decodeIfPresent([String].self, forKey: .labels) ?? []
        let recurrence = try container.decodeIfPresent(Recurrence.self, forKey: .recurrence)
        let reminder = try container.decodeIfPresent(Date.self, forKey: .reminder)
        do throws(ToDoInputError) {
            try self.init(
                title: title, itemDescription: itemDescription, dueDate: dueDate, location: location, id: id,
                createdAt: createdAt, isDone: isDone, list: list, priority: priority, labels: labels,
                recurrence: recurrence, reminder: reminder)
        } catch {
            let key: CodingKeys =
                switch error {
                case .invalidPriority: .priority
                case .tooManyLabels: .labels
                default:
                    switch error.field {
                    case .description: .itemDescription
                    case .list: .list
                    case .label: .labels
                    default: .title
                    }
                }
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
        }
        number = try container.decodeIfPresent(Int.self, forKey: .number) ?? 0
        version = max(try container.decodeIfPresent(Int.self, forKey: .version) ?? 0, 0)
        // Fields a later version may add are not this one's to track: left out rather than refused.
        let stamps = try container.decodeIfPresent([String: Int].self, forKey: .fieldVersions) ?? [:]
        fieldVersions = Dictionary(
            uniqueKeysWithValues: stamps.compactMap { key, stamp in Field(rawValue: key).map { ($0, stamp) } })
    }

    /// Encodes the item; what it does not have (no list, no labels…) is left out, so lists written
    /// before these keys read the same.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(itemDescription, forKey: .itemDescription)
        try container.encodeIfPresent(dueDate, forKey: .dueDate)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encode(isDone, forKey: .isDone)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(number, forKey: .number)
        try container.encodeIfPresent(list, forKey: .list)
        try container.encodeIfPresent(priority, forKey: .priority)
        if !labels.isEmpty { try container.encode(labels, forKey: .labels) }
        try container.encodeIfPresent(recurrence, forKey: .recurrence)
        try container.encodeIfPresent(reminder, forKey: .reminder)
        if version > 0 { try container.encode(version, forKey: .version) }
        if !fieldVersions.isEmpty {
            try container.encode(
                Dictionary(uniqueKeysWithValues: fieldVersions.map { ($0.key.rawValue, $0.value) }),
                forKey: .fieldVersions)
        }
    }

    /// The item due at `due` instead, everything else kept; a reminder moves with it, as far before
    /// the new due date as it was before the old one — or, for an item that had no due date, by its own
    /// step of `rule` past `done`.
    func moved(to due: Date, by rule: Recurrence, doneAt done: Date, calendar: Calendar) throws(ToDoInputError)
        -> ToDoItem
    {
        let reminder = self.reminder.map { reminder in
            dueDate.map { due.addingTimeInterval(reminder.timeIntervalSince($0)) }
                ?? rule.next(after: reminder, doneAt: done, calendar: calendar)
        }
        var moved = try ToDoItem(
            title: title, itemDescription: itemDescription, dueDate: due, location: location, id: id,
            createdAt: createdAt, isDone: isDone, list: list, priority: priority, labels: labels,
            recurrence: recurrence, reminder: reminder)
        moved.number = number
        return moved
    }
}
