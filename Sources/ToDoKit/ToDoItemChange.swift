import Foundation

/// One item's part of a change to a list, as a client sends it to the keeper of the list one item at a
/// time (`/api/todos/items`): so two devices changing different items, or different fields of one,
/// never conflict.
public enum ToDoItemChange: Equatable, Sendable {
    /// A new item, to go just before `before` in its section (`nil`: at the end).
    case create(ToDoItem, before: ToDoItem.ID?)
    /// Some fields of the item `id`, changed from its version `version`.
    case change(ToDoItem.ID, ToDoItemPatch, version: Int)
    /// The item `id`, deleted.
    case delete(ToDoItem.ID)
}

extension ToDoList {
    /// The changes, item by item, that make this list into `new`: deletes first, then changes of the
    /// items in both — checking or unchecking one included — then the new items, each placed where `new`
    /// has it. What only reorders items that stay is not among them.
    public func itemChanges(to new: ToDoList) -> [ToDoItemChange] {
        var old: [ToDoItem.ID: ToDoItem] = [:]
        for item in toDo + done { old[item.id] = item }
        let kept = Set((new.toDo + new.done).map(\.id))
        var changes: [ToDoItemChange] = (toDo + done).filter { !kept.contains($0.id) }.map { .delete($0.id) }
        for item in new.toDo + new.done {
            guard let before = old[item.id] else { continue }
            let patch = ToDoItemPatch(from: before, to: item)
            if !patch.fields.isEmpty { changes.append(.change(item.id, patch, version: before.version)) }
        }
        for section in [new.toDo, new.done] {
            for (index, item) in section.enumerated() where old[item.id] == nil {
                let next = section[(index + 1)...].first { old[$0.id] != nil }
                changes.append(.create(item, before: next?.id))
            }
        }
        return changes
    }
}
