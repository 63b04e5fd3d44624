/// Owns the items and their storage: every change is checked by `ToDoList`'s rules and saved
/// before it returns; every read sees what is stored now (another process may have changed it).
public struct ItemManager: Sendable {
    private let store: any ItemStore

    /// A manager of the list in `store`.
    public init(store: any ItemStore) {
        self.store = store
    }

    /// The list as stored now.
    public func list() async throws(ItemStoreError) -> ToDoList {
        try await store.load()
    }

    /// How many items are to do.
    public var toDoCount: Int {
        get async throws(ItemStoreError) { try await store.load().toDo.count }
    }

    /// How many items are finished.
    public var doneCount: Int {
        get async throws(ItemStoreError) { try await store.load().done.count }
    }

    /// The to-do item at `index`.
    public func item(at index: Int) async throws(ItemStoreError) -> ToDoItem {
        let list = try await store.load()
        guard list.toDo.indices.contains(index) else { throw .refused(.noItem(section: .toDo, index: index)) }
        return list.toDo[index]
    }

    /// The finished item at `index`.
    public func doneItem(at index: Int) async throws(ItemStoreError) -> ToDoItem {
        let list = try await store.load()
        guard list.done.indices.contains(index) else { throw .refused(.noItem(section: .done, index: index)) }
        return list.done[index]
    }

    /// Adds `item` to the end of To Do.
    ///
    /// - Throws: `.refused(.duplicate(of:))` when the same item is already to do.
    public func add(_ item: ToDoItem) async throws(ItemStoreError) {
        try await store.update { (list: inout ToDoList) throws(ToDoInputError) in _ = try list.add(item) }
    }

    /// Checks the to-do item at `index`: it goes to the end of Finished.
    @discardableResult
    public func checkItem(at index: Int) async throws(ItemStoreError) -> ToDoItem {
        try await store.update { (list: inout ToDoList) throws(ToDoInputError) in try list.check(at: index) }
    }

    /// Unchecks the finished item at `index`: it goes back to the end of To Do.
    @discardableResult
    public func uncheckItem(at index: Int) async throws(ItemStoreError) -> ToDoItem {
        try await store.update { (list: inout ToDoList) throws(ToDoInputError) in try list.uncheck(at: index) }
    }

    /// Removes the item at `index` of `section`.
    @discardableResult
    public func removeItem(at index: Int, from section: ToDoSection) async throws(ItemStoreError) -> ToDoItem {
        try await store.update { (list: inout ToDoList) throws(ToDoInputError) in
            try list.remove(at: index, from: section)
        }
    }

    /// Removes every item of both sections.
    public func removeAll() async throws(ItemStoreError) {
        try await store.update { (list: inout ToDoList) throws(ToDoInputError) in list.removeAll() }
    }

    /// Runs `change` on the stored list as one read-modify-write, for changes that find their item
    /// first (by number or id) and must not find it in a list another process changed since.
    public func update<T>(_ change: (inout ToDoList) throws(ToDoInputError) -> T) async throws(ItemStoreError) -> T {
        try await store.update(change)
    }
}
