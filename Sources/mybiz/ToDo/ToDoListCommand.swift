import ArgumentParser
import Foundation
import ToDoKit

/// `mybiz todo list`: To Do, then Finished, numbered.
struct ToDoListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Show your to-do list: To Do first, then Finished, numbered.")

    @OptionGroup var storage: ToDoStoreOptions

    @Flag(help: "Print the list as JSON: {\"toDo\": [...], \"done\": [...]}.")
    var json = false

    func run() throws {
        try storage.reportingFailures {
            let list = try storage.makeManager().list()
            if json { return try ToDoJSON.print(list) }
            guard !(list.toDo.isEmpty && list.done.isEmpty) else {
                return Console.print("Your to-do list is empty. Add an item with `mybiz todo add TITLE`.")
            }
            let text = ToDoText()
            Console.print("To Do")
            if list.toDo.isEmpty { Console.print("  (nothing — well done)") }
            for (index, item) in list.toDo.enumerated() { Console.print(text.line(item, number: index + 1)) }
            if !list.done.isEmpty {
                Console.print("")
                Console.print("Finished")
                for (index, item) in list.done.enumerated() {
                    Console.print(text.line(item, number: list.toDo.count + index + 1))
                }
            }
        }
    }
}

/// `--json` for the list and its items: ISO 8601 dates, keys sorted.
enum ToDoJSON {
    static func print(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        try JSONOutput.print(value, encoder: encoder)
    }
}
