import Foundation

/// A list as a person reads it, by what matters: what is overdue, what is due today, what is
/// upcoming (soonest first), what has no date, then what is finished (most recently finished first).
/// Days are `calendar`'s, in its time zone.
public struct ToDoAgenda: Equatable, Sendable {
    /// Due before now, oldest first.
    public let overdue: [ToDoItem]
    /// Due later today, soonest first.
    public let today: [ToDoItem]
    /// Due after today, soonest first.
    public let upcoming: [ToDoItem]
    /// Without a due date, in the order they were added.
    public let noDate: [ToDoItem]
    /// Finished, the most recently finished first.
    public let finished: [ToDoItem]

    /// `list` arranged as of `now`.
    public init(_ list: ToDoList, now: Date, calendar: Calendar) {
        let endOfToday = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: now)) ?? now
        var overdue: [ToDoItem] = []
        var today: [ToDoItem] = []
        var upcoming: [ToDoItem] = []
        var noDate: [ToDoItem] = []
        for item in list.toDo {
            guard let due = item.dueDate else {
                noDate.append(item)
                continue
            }
            if Self.isOverdue(due, now: now, calendar: calendar) {
                overdue.append(item)
            } else if due < endOfToday {
                today.append(item)
            } else {
                upcoming.append(item)
            }
        }
        // Sorting is stable: items due at the same moment keep the order they were added in.
        let byDue = { (a: ToDoItem, b: ToDoItem) in a.dueDate! < b.dueDate! }
        self.overdue = overdue.sorted(by: byDue)
        self.today = today.sorted(by: byDue)
        self.upcoming = upcoming.sorted(by: byDue)
        self.noDate = noDate
        finished = list.done.reversed()
    }

    /// The instant from which `list`'s agenda, made at `now`, may be different without any change to
    /// the list: the next timed item's due time (it is overdue just after), or the next midnight (when
    /// a day's items fall overdue and tomorrow's become today's), whichever comes first — `now`
    /// itself when an item is due this very instant.
    public static func nextChange(of list: ToDoList, after now: Date, calendar: Calendar) -> Date {
        let midnight =
            calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: now)) ?? now.addingTimeInterval(86_400)
        return list.toDo.lazy.compactMap(\.dueDate)
            .filter { due in due >= now && due != calendar.startOfDay(for: due) }
            .reduce(midnight) { min($0, $1) }
    }

    /// Whether something due at `due` is overdue at `now`: a time of day is overdue once it has
    /// passed; a day alone (its midnight) once the day is over.
    public static func isOverdue(_ due: Date, now: Date, calendar: Calendar) -> Bool {
        if due == calendar.startOfDay(for: due) { return due < calendar.startOfDay(for: now) }
        return due < now
    }
}
