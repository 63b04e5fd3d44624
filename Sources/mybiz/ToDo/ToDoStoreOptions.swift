import ArgumentParser
import Foundation
import ToDoKit

/// The `--store` option every `mybiz todo` command shares, and the manager it opens.
struct ToDoStoreOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The list's file. Also read from MYBIZ_TODO_STORE. (default: $XDG_DATA_HOME/mybiz/todos.json)",
            valueName: "path"))
    var store: String?

    /// `--store`, else `MYBIZ_TODO_STORE`, else the platform's place.
    var url: URL {
        let path = store ?? ProcessInfo.processInfo.environment["MYBIZ_TODO_STORE"].flatMap { $0.isEmpty ? nil : $0 }
        return path.map { URL(fileURLWithPath: $0) } ?? JSONFileItemStore.defaultURL()
    }

    /// The manager of the list in that file.
    func makeManager() -> ItemManager {
        ItemManager(store: JSONFileItemStore(url: url))
    }

    /// Runs `body`; a refused change, an unreadable or unsaved file, or a `CommandFailure` is one
    /// sentence on standard error and exit code 1.
    func reportingFailures<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ItemStoreError {
            Console.error(error.description)
            throw ExitCode.failure
        } catch let error as ToDoInputError {
            Console.error(error.description)
            throw ExitCode.failure
        } catch let failure as CommandFailure {
            Console.error(failure.description)
            throw ExitCode.failure
        }
    }
}
