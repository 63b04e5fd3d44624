import Foundation

/// A change the list refuses, with a sentence a person understands.
public enum ToDoInputError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The title is empty or only spaces.
    case emptyTitle
    /// The same item (title, due date, location name) is already in the to-do list.
    case duplicate(of: ToDoItem)
    /// A coordinate outside latitude −90…90 or longitude −180…180.
    case invalidCoordinate(latitude: Double, longitude: Double)
    /// A location needs a name.
    case emptyLocationName
    /// There is no item at that place in that section.
    case noItem(section: ToDoSection, index: Int)
    /// What the person named is not an item that change applies to; `reason` says why.
    case notFound(reason: String)
    /// The change needs more than was given; `reason` says what.
    case incomplete(reason: String)
    /// A text longer than its field may be.
    case tooLong(ToDoField, limit: Int)
    /// A text holding U+0000, which no text of any of our inputs may.
    case containsNUL(ToDoField)
    /// The list holds as many items as it may.
    case listFull(limit: Int)
    /// The list's document would be larger than it may be (`limit` bytes, as ToDoKit writes it).
    case listTooLarge(limit: Int)
    /// A priority other than 1 to 4.
    case invalidPriority(Int)
    /// More labels than an item has (`limit`).
    case tooManyLabels(limit: Int)
    /// A label holding a comma, which separates labels where people type them.
    case labelWithComma(String)

    /// The text field the refusal is about, when it is about one.
    public var field: ToDoField? {
        switch self {
        case .emptyTitle: .title
        case .emptyLocationName: .placeName
        case .labelWithComma: .label
        case .tooLong(let field, _), .containsNUL(let field): field
        default: nil
        }
    }

    /// The sentence.
    public var description: String {
        switch self {
        case .emptyTitle:
            "An item needs a title."
        case .duplicate(let item):
            "“\(item.title)” is already in your to-do list"
                + (item.dueDate == nil && item.location == nil ? "." : " with the same due date and location.")
        case .invalidCoordinate(let latitude, let longitude):
            "\(latitude), \(longitude) is not a place on Earth: latitude must be −90 to 90 and longitude −180 to 180."
        case .emptyLocationName:
            "A location needs a name."
        case .noItem(let section, let index):
            "There is no item \(index + 1) in \(section == .toDo ? "To Do" : "Finished")."
        case .notFound(let reason), .incomplete(let reason):
            reason
        case .tooLong(let field, let limit):
            "\(field.name) has at most \(limit) characters."
        case .containsNUL(let field):
            "\(field.name) must not contain the NUL character."
        case .listFull(let limit):
            "Your list holds \(limit) items, the most it may; delete some first."
        case .listTooLarge(let limit):
            "Your list holds as much text as it may (\(limit / 1_024) KB); delete some items or shorten them first."
        case .invalidPriority(let priority):
            "A priority is 1 (the most urgent) to 4; \(priority) is none of them."
        case .tooManyLabels(let limit):
            "An item has at most \(limit) labels."
        case .labelWithComma(let label):
            "A label cannot hold a comma, which separates labels: “\(label)” would be read as two."
        }
    }
}

/// The two sections of the list.
public enum ToDoSection: String, Codable, Sendable {
    /// Items still to do, in the order they were added or unchecked.
    case toDo
    /// Finished items, in the order they were checked.
    case done
}

/// A text field of an item, for the sentence of a text it refuses.
public enum ToDoField: String, Sendable {
    case title
    case description
    case placeName
    case address
    /// A list's name.
    case list
    /// A label.
    case label

    /// "A title", "A description" …
    public var name: String {
        switch self {
        case .title: "A title"
        case .description: "A description"
        case .placeName: "A place's name"
        case .address: "An address"
        case .list: "A list's name"
        case .label: "A label"
        }
    }
}

extension ToDoField {
    /// Checks that `text` has at most `limit` characters and no NUL.
    ///
    /// - Throws: `ToDoInputError.containsNUL` or `.tooLong`, naming this field.
    func check(_ text: String, limit: Int) throws(ToDoInputError) {
        if text.unicodeScalars.contains("\u{0}") { throw .containsNUL(self) }
        if text.count > limit { throw .tooLong(self, limit: limit) }
    }
}
