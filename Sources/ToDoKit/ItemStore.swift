import Locks

/// Where the list lives between changes: a file (`JSONFileItemStore`), an account on a MyBiz server
/// (ToDoAccountKit's `AccountItemStore`), memory. `update` is a read-modify-write that no other change can interleave
/// with — in a file store not even one from another process, on the server not even one from
/// another device: a change made meanwhile makes `update` run `change` again on the newer list.
public protocol ItemStore: Sendable {
    /// The list as stored now.
    func load() async throws(ItemStoreError) -> ToDoList
    /// Loads the list, applies `change`, and saves the result — only when `change` succeeds.
    func update<T>(_ change: (inout ToDoList) throws(ToDoInputError) -> T) async throws(ItemStoreError) -> T
}

/// Why the list could not be read, changed or saved.
public enum ItemStoreError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The change itself was refused; nothing was saved.
    case refused(ToDoInputError)
    /// The file is not a list this program can read; it is kept as it is.
    case unreadable(path: String, reason: String)
    /// The list could not be saved; the file still holds the list from before.
    case cannotSave(path: String, reason: String)
    /// The server keeping the list could not be reached or refused the request; `reason` says why.
    /// Nothing was changed.
    case server(reason: String)

    /// The sentence.
    public var description: String {
        switch self {
        case .refused(let error):
            error.description
        case .unreadable(let path, let reason):
            "The to-do list at \(path) cannot be read (\(reason)). It was left as it is; "
                + "fix or move it, or use another file with --store."
        case .cannotSave(let path, let reason):
            "The to-do list could not be saved to \(path) (\(reason)); it still holds the list from before."
        case .server(let reason):
            reason
        }
    }
}

/// A store in memory, for tests and previews.
public final class InMemoryItemStore: ItemStore {
    private let list: Locked<ToDoList>

    /// A store holding `list`.
    public init(_ list: ToDoList = ToDoList()) {
        self.list = Locked(list)
    }

    /// The list held.
    public func load() -> ToDoList { list.withLock { $0 } }

    /// Applies `change` to a copy and keeps it when it succeeds.
    public func update<T>(_ change: (inout ToDoList) throws(ToDoInputError) -> T) throws(ItemStoreError) -> T {
        try list.withLock { (list: inout ToDoList) throws(ItemStoreError) -> T in
            var copy = list
            let result: T
            do throws(ToDoInputError) {
                result = try change(&copy)
            } catch {
                throw .refused(error)
            }
            list = copy
            return result
        }
    }
}
