import Foundation
import ToDoKit
import WebPages

/// One item in a section of the list.
struct ToDoRow {
    let id: String
    let title: String
    let due: String?
    let isOverdue: Bool
    let place: String?
    let isDone: Bool
    /// The item's number in the list, which never changes.
    let number: Int
    /// Its list's name; empty for the Inbox. (Values a row may lack are kept with a flag, never as
    /// `nil`: Mustache would look a missing one up around the row and show the list's.)
    let listName: String
    let hasList: Bool
    /// 1 to 4; 0 for none.
    let priority: Int
    let hasPriority: Bool
    let labels: [String]
    /// "every 2 weeks"; empty when it does not repeat.
    let repeats: String
    let hasRepeat: Bool
    /// When to remind, as the reader reads it, and as milliseconds since 1970 for `todo-reminders.js`;
    /// empty when there is no reminder (or the item is finished).
    let reminder: String
    let reminderAt: String
    let hasReminder: Bool
    /// The version the server counts (`ToDoItem.version`): what a change sent from the page, perhaps
    /// long after, says it started from.
    let version: Int
    /// The view of its list, and of each of its labels.
    let listHref: String
    let labelLinks: [FilterLink]
    /// The item it goes before when moved up, after when moved down; empty when it cannot move so.
    var movesUp = "" {
        didSet { canMoveUp = !movesUp.isEmpty }
    }
    var movesDown = "" {
        didSet { canMoveDown = !movesDown.isEmpty }
    }
    private(set) var canMoveUp = false
    private(set) var canMoveDown = false

    /// `/todo?list=…`: the view of one list.
    static func href(list: String) -> String { "/todo?list=" + escaped(list) }
    /// `/todo?label=…`: the view of one label.
    static func href(label: String) -> String { "/todo?label=" + escaped(label) }

    private static func escaped(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    init(_ item: ToDoItem, days: ReaderDays) {
        id = item.id.uuidString
        version = item.version
        listHref = Self.href(list: item.list ?? ToDoItem.inbox)
        labelLinks = item.labels.map { FilterLink(name: $0, count: 0, href: Self.href(label: $0), isCurrent: false) }
        title = item.title
        due = item.dueDate.map(days.due)
        isOverdue = !item.isDone && item.dueDate.map(days.isOverdue) == true
        place = item.location?.name
        isDone = item.isDone
        number = item.number
        listName = item.list ?? ""
        hasList = item.list != nil
        priority = item.priority ?? 0
        hasPriority = item.priority != nil
        labels = item.labels
        repeats = item.recurrence?.text ?? ""
        hasRepeat = item.recurrence != nil
        let reminder = item.isDone ? nil : item.reminder
        self.reminder = reminder.map(days.due) ?? ""
        reminderAt = reminder.map { String(Int64(($0.timeIntervalSince1970 * 1_000).rounded())) } ?? ""
        hasReminder = reminder != nil
    }
}

/// Dates as a reader reads them: in their time zone, as of now.
struct ReaderDays {
    let now: Date
    let calendar: Calendar

    /// "Fri 27 Nov 2026", with ", 14:00" when it has a time of day.
    func due(_ date: Date) -> String {
        let pattern = calendar.startOfDay(for: date) == date ? "EEE d MMM yyyy" : "EEE d MMM yyyy, HH:mm"
        return DateFormatters.formatter(pattern, locale: "en_GB", zone: calendar.timeZone).string(from: date)
    }

    func isOverdue(_ date: Date) -> Bool { ToDoAgenda.isOverdue(date, now: now, calendar: calendar) }
}

/// A group of to-do items under its heading: Overdue, Today, Upcoming, No date.
struct ToDoGroup {
    /// For ids: `overdue`, `today`, `upcoming`, `no-date`.
    let key: String
    let heading: String
    let rows: [ToDoRow]
    let count: Int
    let isOverdueGroup: Bool
}

/// The quick-add line at the top of the list: what was typed, and why it was not added.
struct QuickAddView {
    var line = ""
    var error: String?
}

/// A removed item the notice offers to put back.
struct UndoView {
    let title: String
    /// The deleted item's id, sent back to put it back: the server kept the item itself.
    let item: String
}

/// A link to a view of the list: one list or one label, with how many of its items are to do.
struct FilterLink {
    let name: String
    let count: Int
    let href: String
    let isCurrent: Bool
}

/// What of the list the page shows, and the ways to the other views.
struct ToDoFilterView {
    let isFiltered: Bool
    /// "List: Health", "Label: @shop", "Search: “milk”", joined.
    let heading: String
    let searchText: String
    let lists: [FilterLink]
    let labels: [FilterLink]
    let hasLabels: Bool
    /// Whether there is more than the Inbox to go to.
    let showsNav: Bool
    /// The list a quick add in this view goes to when its line names none; empty for the Inbox.
    let defaultList: String

    init(_ filter: ToDoFilter, of list: ToDoList) {
        isFiltered = !filter.isEverything
        let listName = filter.list.map { (try? ToDoItem.listName($0)).flatMap { $0 } ?? ToDoItem.inbox }
        heading = [
            listName.map { "List: \($0)" }, filter.label.map { "Label: @\($0)" },
            filter.text.map { "Search: “\($0)”" },
        ].compactMap { $0 }.joined(separator: " · ")
        searchText = filter.text ?? ""
        lists = Self.links(
            list.lists, href: ToDoRow.href(list:), current: filter == ToDoFilter(list: filter.list) ? listName : nil)
        labels = Self.links(
            list.labels, href: ToDoRow.href(label:),
            current: filter == ToDoFilter(label: filter.label) ? filter.label : nil)
        hasLabels = !labels.isEmpty
        showsNav = lists.count > 1 || hasLabels || isFiltered
        defaultList = filter.list.flatMap { try? ToDoItem.listName($0) } ?? ""
    }

    /// A link to each of `counted`'s views, the one named `current` (in any case) marked as shown.
    private static func links(
        _ counted: [(name: String, toDo: Int)], href: (String) -> String, current: String?
    ) -> [FilterLink] {
        counted.map {
            FilterLink(
                name: $0.name, count: $0.toDo, href: href($0.name),
                isCurrent: current?.lowercased() == $0.name.lowercased())
        }
    }
}

/// `/todo`: the to-do items by what matters, then Finished.
struct ToDoListView {
    let username: String
    let csrf: String
    /// The reader's time zone the days were worked out in.
    let zone: String
    let groups: [ToDoGroup]
    let done: [ToDoRow]
    let toDoIsEmpty: Bool
    let doneIsEmpty: Bool
    let isEmpty: Bool
    /// Whether everything on the list is finished (and there is something on it).
    let allDone: Bool
    let toDoCount: Int
    let doneCount: Int
    let notice: String?
    let undo: UndoView?
    let quick: QuickAddView
    let filter: ToDoFilterView

    let account: AccountMenu

    init(
        username: String, csrf: String, list whole: ToDoList, days: ReaderDays, notice: String?,
        undo: UndoView? = nil, quick: QuickAddView = QuickAddView(), filter: ToDoFilter = ToDoFilter(),
        account: AccountMenu
    ) {
        self.filter = ToDoFilterView(filter, of: whole)
        let list = whole.filtered(by: filter)
        self.account = account
        self.username = username
        self.csrf = csrf
        zone = ReaderTimeZone.name(of: days.calendar.timeZone)
        let agenda = ToDoAgenda(list, now: days.now, calendar: days.calendar)
        let row = { (item: ToDoItem) in ToDoRow(item, days: days) }
        groups = [
            ("overdue", "Overdue", agenda.overdue), ("today", "Today", agenda.today),
            ("upcoming", "Upcoming", agenda.upcoming), ("no-date", "No date", agenda.noDate),
        ].filter { !$0.2.isEmpty }.map { key, heading, items in
            var rows = items.map(row)
            // Only where the person's order shows — items without a date — may an item move up or down.
            if key == "no-date" {
                for index in rows.indices {
                    rows[index].movesUp = index > 0 ? rows[index - 1].id : ""
                    rows[index].movesDown = index < rows.count - 1 ? rows[index + 1].id : ""
                }
            }
            return ToDoGroup(
                key: key, heading: heading, rows: rows, count: items.count, isOverdueGroup: key == "overdue")
        }
        done = agenda.finished.map(row)
        toDoIsEmpty = list.toDo.isEmpty
        doneIsEmpty = list.done.isEmpty
        isEmpty = list.toDo.isEmpty && list.done.isEmpty
        allDone = list.toDo.isEmpty && !list.done.isEmpty
        toDoCount = list.toDo.count
        doneCount = list.done.count
        self.notice = notice
        self.undo = undo
        self.quick = quick
    }
}

/// `/todo/items/{id}`: everything about one item.
struct ToDoDetailView {
    let csrf: String
    let id: String
    let title: String
    let due: String?
    let place: String?
    let address: String?
    let coordinates: String?
    /// The point the embedded map shows.
    let latitude: String?
    let longitude: String?
    let mapLink: String?
    let description: String?
    let isDone: Bool
    let isOverdue: Bool
    let created: String
    let notice: String?
    /// The list it is in, "Inbox" when no other.
    let listName: String
    /// "2 (of 1 most urgent to 4)", or `nil`.
    let priority: String?
    /// "errands, phone", or `nil` for none.
    let labels: String?
    /// "Every 2 weeks", or `nil`.
    let repeats: String?
    let reminder: String?

    let account: AccountMenu

    init(csrf: String, item: ToDoItem, days: ReaderDays, notice: String? = nil, account: AccountMenu) {
        self.account = account
        self.notice = notice
        self.csrf = csrf
        id = item.id.uuidString
        title = item.title
        due = item.dueDate.map(days.due)
        isOverdue = !item.isDone && item.dueDate.map(days.isOverdue) == true
        place = item.location?.name
        address = item.location?.address
        coordinates = item.location?.coordinate.map { "\($0.latitude), \($0.longitude)" }
        latitude = item.location?.coordinate.map { String($0.latitude) }
        longitude = item.location?.coordinate.map { String($0.longitude) }
        mapLink = item.location.flatMap(Self.mapLink)
        description = item.itemDescription
        isDone = item.isDone
        created = days.due(item.createdAt)
        listName = item.list ?? ToDoItem.inbox
        priority = item.priority.map { "\($0) (1 is the most urgent, 4 the least)" }
        labels = item.labels.isEmpty ? nil : item.labels.joined(separator: ", ")
        repeats = item.recurrence?.sentence
        reminder = item.reminder.map(days.due)
    }

    /// OpenStreetMap at the coordinates, or searching for the address.
    static func mapLink(_ location: Location) -> String? {
        if let point = location.coordinate {
            return
                "https://www.openstreetmap.org/?mlat=\(point.latitude)&mlon=\(point.longitude)#map=16/\(point.latitude)/\(point.longitude)"
        }
        guard let address = location.address,
            let query = address.addingPercentEncoding(withAllowedCharacters: .alphanumerics)
        else { return nil }
        return "https://www.openstreetmap.org/search?query=\(query)"
    }
}
