import ArgumentParser
import Foundation
import ToDoKit

/// How a person names an item: its number in `mybiz todo list` (To Do first, then Finished), or its
/// id — or the start of it, at least 4 characters.
struct ItemReference: ExpressibleByArgument, CustomStringConvertible {
    let text: String

    init?(argument: String) {
        let text = argument.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        self.text = text
    }

    var description: String { text }

    /// Where the item is in `list`. Digits are a number when the list has that many items, else the
    /// start of an id — ids may begin with digits too.
    func place(in list: ToDoList) throws(ToDoInputError) -> (section: ToDoSection, index: Int) {
        let count = list.toDo.count + list.done.count
        let number = Int(text)
        if let number, number >= 1, number <= count {
            return number <= list.toDo.count ? (.toDo, number - 1) : (.done, number - 1 - list.toDo.count)
        }
        let prefix = text.lowercased()
        let matches = (list.toDo + list.done).filter { $0.id.uuidString.lowercased().hasPrefix(prefix) }
        if prefix.count >= 4, matches.count == 1, let place = list.place(of: matches[0].id) {
            return place
        }
        if prefix.count >= 4, matches.count > 1 {
            throw .notFound(reason: "“\(text)” is the start of \(matches.count) items' ids; give more of it.")
        }
        guard let number else {
            throw .notFound(
                reason:
                    "“\(text)” is neither an item's number nor the start of its id (4 characters or more).")
        }
        if count == 0 {
            throw .notFound(reason: "Your to-do list is empty: there is no item \(number).")
        }
        throw .notFound(
            reason:
                prefix.count >= 4
                ? "There is no item \(number), nor an item whose id starts with it; the list has \(count)."
                : "There is no item \(number); the list has \(count) (see `mybiz todo list`).")
    }

    /// The item's number in the list.
    static func number(of place: (section: ToDoSection, index: Int), in list: ToDoList) -> Int {
        place.section == .toDo ? place.index + 1 : list.toDo.count + place.index + 1
    }
}
