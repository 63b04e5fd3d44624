import ArgumentParser
import Foundation
import ToDoKit

/// How a person names an item: the number it got when it was added (shown by `mybiz todo list`,
/// never changed or reused), or its id — or the start of it, at least 4 characters.
struct ItemReference: ExpressibleByArgument, CustomStringConvertible {
    let text: String

    init?(argument: String) {
        let text = argument.trimmingCharacters(in: .whitespaces).drop { $0 == "#" }
        guard !text.isEmpty else { return nil }
        self.text = String(text)
    }

    var description: String { text }

    /// Where the item is in `list`. Digits are an item's number when an item has it, else the start
    /// of an id — ids may begin with digits too.
    func place(in list: ToDoList) throws(ToDoInputError) -> (section: ToDoSection, index: Int) {
        let number = Int(text)
        if let number, let place = list.place(ofNumber: number) { return place }
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
        if list.toDo.isEmpty && list.done.isEmpty {
            throw .notFound(reason: "Your to-do list is empty: there is no item \(number).")
        }
        throw .notFound(
            reason: prefix.count >= 4
                ? "There is no item \(number), nor an item whose id starts with it; `mybiz todo list` shows the numbers."
                : "There is no item \(number) (deleted, or never added); `mybiz todo list` shows the numbers.")
    }
}
