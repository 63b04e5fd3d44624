import ArgumentParser
import ToDoKit

/// `mybiz todo check N`: the item is done; it moves to the end of Finished.
struct ToDoCheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Mark an item as done: it moves to the end of Finished.")

    @OptionGroup var storage: ToDoStoreOptions

    @Argument(help: "The item's number (shown by `mybiz todo list`), or its id.")
    var item: ItemReference

    func run() async throws {
        try await storage.reportingFailures {
            let checked = try await storage.makeManager().update { (list: inout ToDoList) throws(ToDoInputError) in
                try list.check(at: try ToDoChange.place(of: item, in: list, expecting: .toDo).index)
            }
            Console.print("Checked “\(checked.title)”: it is in Finished now.")
        }
    }
}

/// `mybiz todo uncheck N`: the item is to do again, at the end of To Do.
struct ToDoUncheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uncheck", abstract: "Mark a finished item as to do again: it moves to the end of To Do.")

    @OptionGroup var storage: ToDoStoreOptions

    @Argument(help: "The item's number (shown by `mybiz todo list`), or its id.")
    var item: ItemReference

    func run() async throws {
        try await storage.reportingFailures {
            let unchecked = try await storage.makeManager().update { (list: inout ToDoList) throws(ToDoInputError) in
                try list.uncheck(at: try ToDoChange.place(of: item, in: list, expecting: .done).index)
            }
            Console.print("Unchecked “\(unchecked.title)”: it is back in To Do.")
        }
    }
}

/// `mybiz todo rm N`: deletes an item from either section.
struct ToDoRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: "Delete an item, to do or finished.")

    @OptionGroup var storage: ToDoStoreOptions

    @Argument(help: "The item's number (shown by `mybiz todo list`), or its id.")
    var item: ItemReference

    func run() async throws {
        try await storage.reportingFailures {
            let removed = try await storage.makeManager().update { (list: inout ToDoList) throws(ToDoInputError) in
                let place = try ToDoChange.place(of: item, in: list, expecting: nil)
                return try list.remove(at: place.index, from: place.section)
            }
            Console.print("Deleted “\(removed.title)”.")
        }
    }
}

/// Finding the item a change is about, inside the change, so the number refers to the list as it is
/// when the change is made.
enum ToDoChange {
    /// Where `reference` points in `list`; a sentence when it is not in `expected`.
    static func place(of reference: ItemReference, in list: ToDoList, expecting expected: ToDoSection?)
        throws(ToDoInputError) -> (section: ToDoSection, index: Int)
    {
        let place = try reference.place(in: list)
        if let expected, place.section != expected {
            let number = list.item(at: place).number
            throw .notFound(
                reason: expected == .toDo
                    ? "Item \(number) is already finished; `mybiz todo uncheck \(number)` puts it back."
                    : "Item \(number) is not finished; `mybiz todo check \(number)` finishes it.")
        }
        return place
    }
}
