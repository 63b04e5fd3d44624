import ArgumentParser
import Foundation
import ToDoKit

/// `mybiz todo list`: To Do, then Finished, numbered.
struct ToDoListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Show your to-do list: To Do first, then Finished, with each item's number.")

    @OptionGroup var storage: ToDoStoreOptions

    @Flag(help: "Print the list as JSON: {\"toDo\": [...], \"done\": [...]}.")
    var json = false

    func run() async throws {
        try await storage.reportingFailures {
            let list = try await storage.makeManager().list()
            if json { return try ToDoJSON.print(list) }
            guard !(list.toDo.isEmpty && list.done.isEmpty) else {
                return Console.print("Your to-do list is empty. Add an item with `mybiz todo add TITLE`.")
            }
            let text = ToDoText()
            let numberWidth = max(3, String(list.nextNumber).count)
            Console.print("To Do")
            if list.toDo.isEmpty { Console.print("  (nothing — well done)") }
            for item in list.toDo { Console.print(text.line(item, numberWidth: numberWidth)) }
            if !list.done.isEmpty {
                Console.print("")
                Console.print("Finished")
                for item in list.done { Console.print(text.line(item, numberWidth: numberWidth)) }
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
