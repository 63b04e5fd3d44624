import Foundation
import ISODates

/// The list's two sections and the rules for changing them; a value, so a change can be tried on a
/// copy and saved only when it succeeds.
public struct ToDoList: Codable, Equatable, Sendable {
    /// Items still to do, in the person's order.
    public private(set) var toDo: [ToDoItem]
    /// Finished items, in the order they were checked.
    public private(set) var done: [ToDoItem]
    /// The number the next item added gets: one more than any number the list has given.
    public private(set) var nextNumber: Int

    /// A list holding `toDo` and `done`. Items without a number (0), or with one another item already
    /// has, are numbered after the highest, To Do first; `nextNumber` is raised past every number.
    public init(toDo: [ToDoItem] = [], done: [ToDoItem] = [], nextNumber: Int = 1) {
        var next = max(nextNumber, (toDo + done).map { $0.number + 1 }.max() ?? 1)
        var taken = Set<Int>()
        func numbered(_ items: [ToDoItem]) -> [ToDoItem] {
            items.map { item in
                var item = item
                if item.number < 1 || !taken.insert(item.number).inserted {
                    item.number = next
                    taken.insert(next)
                    next += 1
                }
                return item
            }
        }
        self.toDo = numbered(toDo)
        self.done = numbered(done)
        self.nextNumber = next
    }

    /// Decodes a list, numbering items that have no number yet (lists saved before numbers).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            toDo: try container.decode([ToDoItem].self, forKey: .toDo),
            done: try container.decode([ToDoItem].self, forKey: .done),
            nextNumber: try container.decodeIfPresent(Int.self, forKey: .nextNumber) ?? 1)
    }

    /// The most items a list holds, to do and finished together.
    public static let maxItems = 1_000

    /// The largest list, in bytes of the document ToDoKit writes (`document()`): what an app sends
    /// to replace a list, and what a server or a file keeps. Adding, editing or restoring an item that
    /// would make it larger is refused; checking and deleting never are, so a list kept larger before
    /// the rule can shrink.
    public static let maxDocumentBytes = 524_288

    /// Appends `item` to the to-do section with the next number, unless the same item is already there
    /// (`allowingSame` lets it be: a synced app's item is itself by its id, whatever its title), the
    /// list is full or would grow past `maxDocumentBytes`; answers the item as added.
    @discardableResult
    public mutating func add(_ item: ToDoItem, allowingSame: Bool = false) throws(ToDoInputError) -> ToDoItem {
        try withinSize { list throws(ToDoInputError) in try list.addWithoutSizeCheck(item, allowingSame: allowingSame) }
    }

    /// Runs `change` on a copy and keeps it only when its document fits `maxDocumentBytes`.
    mutating func withinSize<T>(_ change: (inout ToDoList) throws(ToDoInputError) -> T) throws(ToDoInputError) -> T {
        var next = self
        let result = try change(&next)
        try next.checkSize()
        self = next
        return result
    }

    /// The list without the versions its keeper counts, which are not the person's to keep small.
    func withoutVersions() -> ToDoList {
        var list = self
        list.stampItems { item in
            var item = item
            item.version = 0
            item.fieldVersions = [:]
            return item
        }
        return list
    }

    /// Throws `listTooLarge` when the list's document (without its versions) is larger than `maxDocumentBytes`, or than
    /// `allowed` when that is more.
    func checkSize(allowingUpTo allowed: Int? = nil) throws(ToDoInputError) {
        // Encoding a list of plain values cannot fail; were it to, the list is not refused for it.
        guard let size = try? ToDoListFile.encode(withoutVersions()).count,
            size > max(Self.maxDocumentBytes, allowed ?? 0)
        else {
            return
        }
        throw .listTooLarge(limit: Self.maxDocumentBytes)
    }

    /// `add(_:)` but for the size, which `merge` checks once for all it adds.
    mutating func addWithoutSizeCheck(_ item: ToDoItem, allowingSame: Bool = false) throws(ToDoInputError)
        -> ToDoItem
    {
        guard toDo.count + done.count < Self.maxItems else { throw .listFull(limit: Self.maxItems) }
        if !allowingSame, let existing = toDo.first(where: { $0.isSame(as: item) }) { throw .duplicate(of: existing) }
        var item = item
        item.isDone = false
        item.number = nextNumber
        nextNumber += 1
        toDo.append(item)
        return item
    }

    /// Replaces the item with `edited`'s id by `edited`, where it is, keeping its number, section and
    /// date added. A to-do item may not become the same as another to-do item, unless `allowingSame`.
    @discardableResult
    public mutating func replace(with edited: ToDoItem, allowingSame: Bool = false) throws(ToDoInputError)
        -> ToDoItem
    {
        try withinSize { list throws(ToDoInputError) in
            try list.replaceWithoutSizeCheck(with: edited, allowingSame: allowingSame)
        }
    }

    private mutating func replaceWithoutSizeCheck(with edited: ToDoItem, allowingSame: Bool) throws(ToDoInputError)
        -> ToDoItem
    {
        guard let (section, index) = place(of: edited.id) else {
            throw .notFound(reason: "The item \(edited.id.uuidString) is no longer in the list.")
        }
        let old = section == .toDo ? toDo[index] : done[index]
        var item = try ToDoItem(
            title: edited.title, itemDescription: edited.itemDescription, dueDate: edited.dueDate,
            location: edited.location, id: old.id, createdAt: old.createdAt, isDone: old.isDone, list: edited.list,
            priority: edited.priority, labels: edited.labels, recurrence: edited.recurrence,
            reminder: edited.reminder)
        item.number = old.number
        item.isDone = old.isDone
        switch section {
        case .toDo:
            if !allowingSame, let other = toDo.first(where: { $0.id != item.id && $0.isSame(as: item) }) {
                throw .duplicate(of: other)
            }
            toDo[index] = item
        case .done:
            done[index] = item
        }
        return item
    }

    /// Moves the to-do item at `index` to the end of Finished and answers it. One that repeats stays
    /// where it is, due next by its rule (`Recurrence.next(after:doneAt:calendar:)`, done at `now` in
    /// `calendar`'s time zone), and a finished copy of it — a new item with the next number, not
    /// repeating — goes to Finished and is answered. Checking is never refused: in a full list the copy
    /// is not kept (the item itself is answered, moved on), and a repeat that would pass the year 9999
    /// ends, the item checked as any other.
    @discardableResult
    public mutating func check(at index: Int, now: Date = Date(), calendar: Calendar = .current)
        throws(ToDoInputError) -> ToDoItem
    {
        guard toDo.indices.contains(index) else { throw .noItem(section: .toDo, index: index) }
        let item = toDo[index]
        guard let rule = item.recurrence else { return try checkOnce(at: index) }
        let due = rule.next(after: item.dueDate, doneAt: now, calendar: calendar)
        guard Self.years.contains(calendar.component(.year, from: due)) else { return try checkOnce(at: index) }
        toDo[index] = try item.moved(to: due, by: rule, doneAt: now, calendar: calendar)
        guard toDo.count + done.count < Self.maxItems else { return toDo[index] }
        var finished = try ToDoItem(
            title: item.title, itemDescription: item.itemDescription, dueDate: item.dueDate, location: item.location,
            createdAt: item.createdAt, isDone: true, list: item.list, priority: item.priority, labels: item.labels,
            reminder: nil)
        finished.number = nextNumber
        nextNumber += 1
        done.append(finished)
        return finished
    }

    /// The years a due date may fall in, as every door reads dates.
    static let years = ISODate.years

    /// Moves the to-do item at `index` to the end of Finished, whether it repeats or not — as a synced
    /// app's item arrives when it was finished there.
    @discardableResult
    public mutating func checkOnce(at index: Int) throws(ToDoInputError) -> ToDoItem {
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

    /// Puts a removed item back — undoing `remove` — at `index` of its section (or at its end), with
    /// its id, number and date added, unless the list holds that item again by now or is full.
    @discardableResult
    public mutating func restore(_ item: ToDoItem, at index: Int) throws(ToDoInputError) -> ToDoItem {
        try withinSize { list throws(ToDoInputError) in try list.restoreWithoutSizeCheck(item, at: index) }
    }

    private mutating func restoreWithoutSizeCheck(_ item: ToDoItem, at index: Int) throws(ToDoInputError) -> ToDoItem {
        guard toDo.count + done.count < Self.maxItems else { throw .listFull(limit: Self.maxItems) }
        if place(of: item.id) != nil {
            throw .notFound(reason: "“\(item.title)” is in your list already; there is nothing to undo.")
        }
        if !item.isDone, let existing = toDo.first(where: { $0.isSame(as: item) }) { throw .duplicate(of: existing) }
        var item = item
        let taken = (toDo + done).contains { $0.number == item.number }
        if item.number < 1 || item.number >= nextNumber || taken {
            item.number = nextNumber
            nextNumber += 1
        }
        if item.isDone {
            done.insert(item, at: min(max(index, 0), done.count))
        } else {
            toDo.insert(item, at: min(max(index, 0), toDo.count))
        }
        return item
    }

    /// Keeps only the items `shown` says, in their order (numbers as they are).
    mutating func keepItems(where shown: (ToDoItem) -> Bool) {
        toDo = toDo.filter(shown)
        done = done.filter(shown)
    }

    /// Replaces every item by what `transform` makes of it, where it is.
    mutating func stampItems(_ transform: (ToDoItem) -> ToDoItem) {
        toDo = toDo.map(transform)
        done = done.map(transform)
    }

    /// Moves the item `id` just before (or, `after`, just after) the item `neighbour` of the same
    /// section: how a person puts an item up or down their list.
    ///
    /// - Throws: `notFound` when either is not in the list or they are in different sections.
    public mutating func move(_ id: ToDoItem.ID, nextTo neighbour: ToDoItem.ID, after: Bool = false)
        throws(ToDoInputError)
    {
        guard let from = place(of: id) else {
            throw .notFound(reason: "That item is not in your list any more.")
        }
        guard let to = place(of: neighbour), to.section == from.section else {
            throw .notFound(reason: "The item to move it next to is not in the same part of your list any more.")
        }
        guard id != neighbour else { return }
        func moving(_ items: inout [ToDoItem]) {
            let item = items.remove(at: from.index)
            let target = items.firstIndex { $0.id == neighbour }! + (after ? 1 : 0)
            items.insert(item, at: target)
        }
        if from.section == .toDo { moving(&toDo) } else { moving(&done) }
    }

    /// Empties both sections.
    public mutating func removeAll() {
        toDo.removeAll()
        done.removeAll()
    }

    /// Where the item numbered `number` is.
    public func place(ofNumber number: Int) -> (section: ToDoSection, index: Int)? {
        if let index = toDo.firstIndex(where: { $0.number == number }) { return (.toDo, index) }
        if let index = done.firstIndex(where: { $0.number == number }) { return (.done, index) }
        return nil
    }

    /// The item at `place`, as `place(of:)` or `place(ofNumber:)` found it.
    public func item(at place: (section: ToDoSection, index: Int)) -> ToDoItem {
        place.section == .toDo ? toDo[place.index] : done[place.index]
    }

    /// Where the item with `id` is.
    public func place(of id: ToDoItem.ID) -> (section: ToDoSection, index: Int)? {
        if let index = toDo.firstIndex(where: { $0.id == id }) { return (.toDo, index) }
        if let index = done.firstIndex(where: { $0.id == id }) { return (.done, index) }
        return nil
    }
}
