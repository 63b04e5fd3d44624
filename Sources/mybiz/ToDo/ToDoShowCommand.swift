import ArgumentParser
import ToDoKit

/// `mybiz todo show N`: every detail of one item.
struct ToDoShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show all of an item's details, with a map link when it has a place.")

    @OptionGroup var storage: ToDoStoreOptions

    @Argument(help: "The item's number (shown by `mybiz todo list`), or its id.")
    var item: ItemReference

    @Flag(help: "Print the item as JSON.")
    var json = false

    func run() async throws {
        try await storage.reportingFailures {
            let list = try await storage.makeManager().list()
            let place = try item.place(in: list)
            let found = list.item(at: place)
            if json { return try ToDoJSON.print(found) }
            for line in ToDoText().details(found) { Console.print(line) }
        }
    }
}
