import Foundation

/// What changing one item did.
public struct ToDoItemChangeOutcome: Equatable, Sendable {
    /// The item as it is now.
    public let item: ToDoItem
    /// Where it is now.
    public let section: ToDoSection
    /// The fields this change set that another change had set since the version it started from: the
    /// later change — this one — is kept, and the person is told the other was replaced.
    public let replaced: [ToDoItem.Field]

    /// The sentence saying what `replaced` means; `nil` when nothing was replaced.
    public var replacedSentence: String? {
        guard !replaced.isEmpty else { return nil }
        let names = replaced.map(\.name)
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        return "Your change of \(list) replaced one made meanwhile on another device."
    }
}

extension ToDoItem.Field {
    /// The field as a person calls it.
    public var name: String {
        switch self {
        case .title: "the title"
        case .itemDescription: "the notes"
        case .dueDate: "the due date"
        case .location: "the place"
        case .list: "the list"
        case .priority: "the priority"
        case .labels: "the labels"
        case .recurrence: "the repeat"
        case .reminder: "the reminder"
        case .isDone: "whether it is finished"
        }
    }
}

extension ToDoList {
    /// Changes the fields of the item `id` that `patch` names, and only those: a change made meanwhile
    /// to its other fields stays. `version` is the item's version the change started from (`nil` for
    /// none said): a field of the patch changed since then to another value is replaced all the same —
    /// the later change wins — and named in the outcome. `isDone` checks or unchecks the item by the
    /// list's rules (a repeating item checked is due next, done at `now` in `calendar`); a patch that
    /// changes nothing changes nothing, so sending it twice is harmless — for a repeating item's check,
    /// which leaves it to do, when `version` is said. `allowingSame` lets it become the same as another
    /// item (a synced app's items are told apart by their ids).
    public mutating func change(
        _ id: ToDoItem.ID, by patch: ToDoItemPatch, since version: Int? = nil, now: Date = Date(),
        calendar: Calendar = .current, allowingSame: Bool = false
    ) throws(ToDoPatchError) -> ToDoItemChangeOutcome {
        guard let place = place(of: id) else {
            throw .refused(.notFound(reason: "That item is not in your list any more."))
        }
        let old = item(at: place)
        var patched = try patch.applied(to: old)
        if let done = patch.isDone { patched.isDone = done }
        let replaced = patch.fields.filter { field in
            guard let version else { return false }
            return old.version(of: field) > version && old.differs(from: patched, in: field)
        }
        // A repeating item stays to do when checked, due next: from the version a check started from,
        // a due date moved on since says it was checked already — sent again, it is not checked twice.
        let checkedSince =
            old.recurrence != nil && place.section == .toDo && version.map { old.version(of: .dueDate) > $0 } == true
        var next = self
        do throws(ToDoInputError) {
            if patch.fields.contains(where: { $0 != .isDone && old.differs(from: patched, in: $0) }) {
                try next.replace(with: patched, allowingSame: allowingSame)
            }
            if let done = patch.isDone, done != (place.section == .done), !(done && checkedSince) {
                let current = next.place(of: id)!
                if done {
                    try next.check(at: current.index, now: now, calendar: calendar)
                } else {
                    try next.uncheck(at: current.index)
                }
            }
        } catch {
            throw .refused(error)
        }
        self = next
        let after = self.place(of: id)!
        return ToDoItemChangeOutcome(
            item: item(at: after), section: after.section,
            replaced: replaced)
    }
}
