import Foundation
import ToDoKit

/// How `mybiz todo` writes items, in this computer's time zone.
struct ToDoText {
    var now = Date()
    var calendar = Calendar.current

    /// Whether `date` is a day without a time (the item is due that whole day).
    func isWholeDay(_ date: Date) -> Bool {
        calendar.startOfDay(for: date) == date
    }

    /// "Tue 1 Dec 2026" or "Tue 1 Dec 2026 14:00".
    func due(_ date: Date) -> String {
        format(date, isWholeDay(date) ? "EEE d MMM yyyy" : "EEE d MMM yyyy HH:mm")
    }

    /// A to-do item is overdue by `ToDoAgenda`'s rule.
    func isOverdue(_ item: ToDoItem) -> Bool {
        guard !item.isDone, let due = item.dueDate else { return false }
        return ToDoAgenda.isOverdue(due, now: now, calendar: calendar)
    }

    /// One line of `list`.
    func line(_ item: ToDoItem, numberWidth: Int) -> String {
        var text = "\(String(item.number).leftPadded(to: numberWidth)). \(item.isDone ? "✓ " : "")\(item.title)"
        if let due = item.dueDate {
            text += " — due \(self.due(due))\(isOverdue(item) ? " (OVERDUE)" : "")"
        }
        if let location = item.location { text += " — at \(location.name)" }
        let tags = organised(item)
        if !tags.isEmpty { text += " — " + tags }
        return text
    }

    /// "!2 #health @teeth ↻ every week": an item's priority, list, labels and repeat as the quick-add
    /// line writes them; empty when it has none.
    func organised(_ item: ToDoItem) -> String {
        var parts: [String] = []
        if let priority = item.priority { parts.append("!\(priority)") }
        if let list = item.list { parts.append("#\(list)") }
        parts += item.labels.map { "@\($0)" }
        if let rule = item.recurrence { parts.append("↻ \(rule.text)") }
        return parts.joined(separator: " ")
    }

    /// Every detail of `item`, one per line.
    func details(_ item: ToDoItem) -> [String] {
        var lines = ["\(item.title)  (item \(item.number), \(item.isDone ? "finished" : "to do"))"]
        if let due = item.dueDate {
            lines.append("Due:          \(self.due(due))\(isOverdue(item) ? " — overdue" : "")")
        }
        if let location = item.location {
            lines.append("Location:     \(location.name)")
            if let address = location.address { lines.append("Address:      \(address)") }
            if let coordinate = location.coordinate {
                lines.append("Coordinates:  \(coordinate.latitude), \(coordinate.longitude)")
            }
            if let link = Self.mapLink(location) { lines.append("Map:          \(link)") }
        }
        lines.append("List:         \(item.list ?? ToDoItem.inbox)")
        if let priority = item.priority { lines.append("Priority:     \(priority) (1 is the most urgent)") }
        if !item.labels.isEmpty { lines.append("Labels:       \(item.labels.joined(separator: ", "))") }
        if let rule = item.recurrence { lines.append("Repeats:      \(rule.sentence)") }
        if let reminder = item.reminder { lines.append("Reminder:     \(format(reminder, "EEE d MMM yyyy HH:mm"))") }
        if let description = item.itemDescription { lines.append("Description:  \(description)") }
        lines.append("Added:        \(format(item.createdAt, "EEE d MMM yyyy HH:mm"))")
        lines.append("Id:           \(item.id.uuidString)")
        return lines
    }

    /// An OpenStreetMap link: the coordinates when there are some, else a search for the address.
    static func mapLink(_ location: Location) -> String? {
        if let coordinate = location.coordinate {
            let lat = String(coordinate.latitude)
            let lon = String(coordinate.longitude)
            return "https://www.openstreetmap.org/?mlat=\(lat)&mlon=\(lon)#map=17/\(lat)/\(lon)"
        }
        guard let address = location.address else { return nil }
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let query = address.addingPercentEncoding(withAllowedCharacters: allowed) ?? address
        return "https://www.openstreetmap.org/search?query=\(query)"
    }

    private func format(_ date: Date, _ pattern: String) -> String {
        DateText.format(date, pattern, calendar: calendar)
    }
}

extension String {
    /// The string with spaces before it, to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
