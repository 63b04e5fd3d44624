import ArgumentParser
import Foundation
import MyBizKit
import ToDoAccountKit
import ToDoKit

/// Where every `mybiz todo` command keeps the list, and the manager it opens: the account's list on
/// the MyBiz server once `mybiz biz login` has been done (the list `/todo` shows), else a file on
/// this computer. `--store` (or `MYBIZ_TODO_STORE`) or `--local` always means the file.
struct ToDoStoreOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Keep the list in this file instead of your account. Also read from MYBIZ_TODO_STORE. "
                + "(default: $XDG_DATA_HOME/mybiz/todos.json)",
            valueName: "path"))
    var store: String?

    @Flag(help: "Use the list in the file on this computer even when logged in to a server.")
    var local = false

    @OptionGroup var server: ServerOptions

    /// `--store`, else `MYBIZ_TODO_STORE`; `nil` when neither names a file.
    private var namedFile: String? {
        store ?? ProcessInfo.processInfo.environment["MYBIZ_TODO_STORE"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The list's file: the one named, else the platform's place.
    var url: URL {
        namedFile.map { URL(fileURLWithPath: $0) } ?? JSONFileItemStore.defaultURL()
    }

    /// The manager of the file's list.
    func fileManager() -> ItemManager {
        ItemManager(store: JSONFileItemStore(url: url))
    }

    /// The account's list on the server, when logged in to it; `nil` otherwise.
    func accountStore() async throws -> AccountItemStore? {
        let biz = server.makeBiz()
        guard try await biz.tokens.session() != nil else { return nil }
        return AccountItemStore(network: biz.network)
    }

    /// The manager of the account's list when logged in and no file is asked for; else the file's.
    func makeManager() async throws -> ItemManager {
        if !local, namedFile == nil, let account = try await accountStore() {
            return ItemManager(store: account)
        }
        return fileManager()
    }

    /// Runs `body`; a refused change, an unreadable or unsaved file, a server's refusal, or a
    /// `CommandFailure` is one sentence on standard error and exit code 1.
    func reportingFailures<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
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
