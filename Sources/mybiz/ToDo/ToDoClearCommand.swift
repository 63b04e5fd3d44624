import ArgumentParser
import ToDoKit

/// `mybiz todo clear`: deletes every item, after asking.
struct ToDoClearCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: "Delete every item, to do and finished.")

    @OptionGroup var storage: ToDoStoreOptions

    @Flag(help: "Do not ask first.")
    var yes = false

    func run() async throws {
        try await storage.reportingFailures {
            let manager = try await storage.makeManager()
            let list = try await manager.list()
            let count = list.toDo.count + list.done.count
            guard count > 0 else { return Console.print("Your to-do list is already empty.") }
            guard yes || Confirmation.ask("Delete all \(count) item\(count == 1 ? "" : "s")? [y/N] ") else {
                throw CommandFailure("Nothing was deleted.")
            }
            try await manager.removeAll()
            Console.print("Deleted all \(count) item\(count == 1 ? "" : "s").")
        }
    }
}
