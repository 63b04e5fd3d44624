import ArgumentParser
import Foundation
import ToDoKit

/// `mybiz todo move-to-account`: the file's items join the account's list on the server, once.
struct ToDoMoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move-to-account",
        abstract: "Move the items of the list on this computer to your account's list on the server.",
        discussion: """
            Needs `mybiz biz login`. Each item keeps its title, dates, place and section and gets a \
            number in the account's list; an item the account's list already has is left out and \
            named. The file is emptied afterwards, so running the command again moves nothing twice.
            """)

    @OptionGroup var storage: ToDoStoreOptions

    func run() async throws {
        try await storage.reportingFailures {
            guard let account = try await storage.accountStore() else {
                throw CommandFailure(
                    "Log in first with `mybiz biz login` (to \(storage.server.serverAddress)); "
                        + "the items stay in \(storage.url.path).")
            }
            let file = storage.fileManager()
            let local = try await file.list()
            let count = local.toDo.count + local.done.count
            guard count > 0 else {
                return Console.print("The list in \(storage.url.path) is empty; there is nothing to move.")
            }
            let outcome = try await ItemManager(store: account).update {
                (list: inout ToDoList) throws(ToDoInputError) in
                try list.merge(local)
            }
            // Only what was moved is removed here: an item added to the file meanwhile stays.
            let moved = Set((local.toDo + local.done).map(\.id))
            try await file.update { (list: inout ToDoList) throws(ToDoInputError) in
                for id in moved {
                    if let place = list.place(of: id) { try list.remove(at: place.index, from: place.section) }
                }
            }
            var text =
                "Moved \(outcome.added) item\(outcome.added == 1 ? "" : "s") to your list on \(storage.server.serverAddress)."
            if !outcome.skipped.isEmpty {
                let names = outcome.skipped.map { "“\($0.title)”" }.joined(separator: ", ")
                text += " Already there, so left out: \(names)."
            }
            Console.print(text)
        }
    }
}
