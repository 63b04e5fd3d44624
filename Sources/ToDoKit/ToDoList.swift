/// The list's two sections and the rules for changing them; a value, so a change can be tried on a
/// copy and saved only when it succeeds.
public struct ToDoList: Codable, Equatable, Sendable {
    /// Items still to do, in the person's order.
    public private(set) var toDo: [ToDoItem]
    /// Finished items, in the order they were checked.
    public private(set) var done: [ToDoItem]

    /// A list holding `toDo` and `done`.
    public init(toDo: [ToDoItem] = [], done: [ToDoItem] = []) {
        self.toDo = toDo
        self.done = done
    }

    /// The most items a list holds, to do and finished together.
    public static let maxItems = 1_000

    /// Appends `item` to the to-do section, unless the same item is already there or the list is full.
    public mutating func add(_ item: ToDoItem) throws(ToDoInputError) {
        guard toDo.count + done.count < Self.maxItems else { throw .listFull(limit: Self.maxItems) }
        if let existing = toDo.first(where: { $0.isSame(as: item) }) { throw .duplicate(of: existing) }
        var item = item
        item.isDone = false
        toDo.append(item)
    }

    /// Moves the to-do item at `index` to the end of Finished.
    @discardableResult
    public mutating func check(at index: Int) throws(ToDoInputError) -> ToDoItem {
        var item = try remove(at: index, from: .toDo)
        item.isDone = true
        done.append(item)
        return item
    }

    /// Moves the finished item at `index` back to the end of To Do.
    @discardableResult
    public mutating func uncheck(at index: Int) throws(ToDoInputError) -> ToDoItem {
        var item = try remove(at: index, from: .done)
        item.isDone = false
        toDo.append(item)
        return item
    }

    /// Removes the item at `index` of `section`.
    @discardableResult
    public mutating func remove(at index: Int, from section: ToDoSection) throws(ToDoInputError) -> ToDoItem {
        switch section {
        case .toDo:
            guard toDo.indices.contains(index) else { throw .noItem(section: .toDo, index: index) }
            return toDo.remove(at: index)
        case .done:
            guard done.indices.contains(index) else { throw .noItem(section: .done, index: index) }
            return done.remove(at: index)
        }
    }

    /// Empties both sections.
    public mutating func removeAll() {
        toDo.removeAll()
        done.removeAll()
    }

    /// Where the item with `id` is.
    public func place(of id: ToDoItem.ID) -> (section: ToDoSection, index: Int)? {
        if let index = toDo.firstIndex(where: { $0.id == id }) { return (.toDo, index) }
        if let index = done.firstIndex(where: { $0.id == id }) { return (.done, index) }
        return nil
    }
}
