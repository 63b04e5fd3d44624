import Foundation

extension ToDoItem {
    /// What of an item a person changes, each on its own: what a change of one item names
    /// (`ToDoItemPatch`), by the item's own JSON keys, and what two devices changing one item merge by.
    public enum Field: String, CaseIterable, Codable, Hashable, Sendable {
        case title, itemDescription, dueDate, location, list, priority, labels, recurrence, reminder
        /// Whether it is finished: changing it checks or unchecks the item.
        case isDone
    }

    /// Whether `other` has another value in `field`.
    public func differs(from other: ToDoItem, in field: Field) -> Bool {
        switch field {
        case .title: title != other.title
        case .itemDescription: itemDescription != other.itemDescription
        case .dueDate: dueDate != other.dueDate
        case .location: location != other.location
        case .list: list != other.list
        case .priority: priority != other.priority
        case .labels: labels != other.labels
        case .recurrence: recurrence != other.recurrence
        case .reminder: reminder != other.reminder
        case .isDone: isDone != other.isDone
        }
    }

    /// The fields `other` has other values in, in `Field`'s order.
    public func changedFields(to other: ToDoItem) -> [Field] {
        Field.allCases.filter { differs(from: other, in: $0) }
    }

    /// The version `field` last changed in: 1 (the item's first) when it has not changed since.
    func version(of field: Field) -> Int {
        fieldVersions[field] ?? 1
    }
}

extension ToDoList {
    /// This list as written over `old`, the list stored before: an item of both keeps `old`'s version
    /// when nothing of it changed, and otherwise gets the next, with the fields that changed marked in
    /// it; an item new to the list is at version 1. What the versions of the items sent say is not
    /// taken — the keeper of the list counts them, whatever a client believes.
    public func stamped(over old: ToDoList) -> ToDoList {
        var kept: [ToDoItem.ID: ToDoItem] = [:]
        kept.reserveCapacity(old.toDo.count + old.done.count)
        for item in old.toDo { kept[item.id] = item }
        for item in old.done { kept[item.id] = item }
        func stamp(_ item: ToDoItem) -> ToDoItem {
            var item = item
            guard let before = kept[item.id] else {
                item.version = 1
                item.fieldVersions = [:]
                return item
            }
            let changed = before.changedFields(to: item)
            item.version = max(before.version, 1) + (changed.isEmpty ? 0 : 1)
            item.fieldVersions = before.fieldVersions
            for field in changed { item.fieldVersions[field] = item.version }
            return item
        }
        var list = self
        list.stampItems(stamp)
        return list
    }
}
