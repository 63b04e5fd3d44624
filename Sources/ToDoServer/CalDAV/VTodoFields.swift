import Foundation
import ICalendar
import ToDoKit

/// What a VTODO (RFC 5545 §3.6.2) says in the to-do list's terms: the fields an item has. Read
/// from what a CalDAV client wrote, and compared with an item's to tell which of the client's
/// properties still say what the item does — those go back out exactly as written.
struct VTodoFields: Equatable, Sendable {
    var title: String
    var itemDescription: String?
    var dueDate: Date?
    var isDone: Bool
    var priority: Int?
    var labels: [String]
    var location: Location?
    var recurrence: Recurrence?
    var reminder: Date?

    /// The fields `todo` holds; dates without a time and floating times are read in `zone`.
    ///
    /// - Throws: `VTodoProblem` for a value the list cannot hold (an empty title, a date that is none).
    init(_ todo: ICalendarComponent, zone: TimeZone) throws(VTodoProblem) {
        // What is longer than the list holds is cut to fit: the whole text stays in the kept object,
        // which goes back to the app as it wrote it.
        title = Self.fitted(todo.property("SUMMARY")?.text ?? "", ToDoItem.maxTitleLength)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if title.isEmpty { title = "Untitled" }
        let description = Self.fitted(todo.property("DESCRIPTION")?.text ?? "", ToDoItem.maxTextLength)
        itemDescription = description.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : description
        if let due = todo.property("DUE") {
            guard let time = ICalendarTime(due), let date = time.date(in: zone) else {
                throw .invalid("DUE", "“\(due.value)” is not a date or a date and time.")
            }
            dueDate = date
        }
        let status = todo.property("STATUS")?.value.uppercased()
        isDone = status == "COMPLETED" || (status == nil && todo.property("COMPLETED") != nil)
        priority = todo.property("PRIORITY").flatMap { Int($0.value.trimmingCharacters(in: .whitespaces)) }
            .flatMap(Self.priority(fromICalendar:))
        labels = Array(
            todo.properties("CATEGORIES").flatMap(\.texts)
                .map { Self.fitted($0, ToDoItem.maxNameLength).trimmingCharacters(in: .whitespacesAndNewlines) }
                .filter { !$0.isEmpty }
                .prefix(ToDoItem.maxLabels))
        if let place = todo.property("LOCATION")?.text, !place.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            var coordinate: Location.Coordinate?
            if let geo = todo.property("GEO") {
                let parts = geo.value.split(separator: ";").compactMap {
                    Double($0.trimmingCharacters(in: .whitespaces))
                }
                guard parts.count == 2, let read = try? Location.Coordinate(latitude: parts[0], longitude: parts[1])
                else {
                    throw .invalid("GEO", "“\(geo.value)” is not a latitude and a longitude.")
                }
                coordinate = read
            }
            do throws(ToDoInputError) {
                location = try Location(
                    name: Self.fitted(place, ToDoItem.maxTextLength),
                    address: todo.property("X-MYBIZ-ADDRESS").map { Self.fitted($0.text, ToDoItem.maxTextLength) },
                    coordinate: coordinate)
            } catch {
                throw .item(error)
            }
        }
        recurrence = todo.property("RRULE").flatMap { Self.recurrence(rule: $0.value) }
        if let rule = recurrence, todo.property("X-MYBIZ-FROM-COMPLETION")?.value.uppercased() == "TRUE" {
            recurrence = Recurrence(rule.unit, every: rule.interval, on: rule.weekday, fromCompletion: true)
        }
        reminder =
            todo.components("VALARM").lazy.filter(Self.isReal).compactMap {
                Self.moment(of: $0, in: todo, zone: zone)
            }.first
    }

    /// `text` without NULs, cut to `limit` characters.
    static func fitted(_ text: String, _ limit: Int) -> String {
        String(text.replacingOccurrences(of: "\u{0}", with: "").prefix(limit))
    }

    /// Our priority (1 the most urgent, 4 the least) for iCalendar's (1 the highest, 9 the lowest,
    /// 0 none), as Apple's Reminders writes high 1, medium 5, low 9.
    static func priority(fromICalendar value: Int) -> Int? {
        switch value {
        case 1...2: 1
        case 3...4: 2
        case 5: 3
        case 6...9: 4
        default: nil
        }
    }

    /// iCalendar's priority for ours.
    static func iCalendarPriority(_ priority: Int) -> Int { [1, 3, 5, 9][min(max(priority, 1), 4) - 1] }

    private static let days = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]

    /// The repeat an RRULE says, when the list has one like it: every n days, weekdays, every n weeks
    /// (on one day), every n months or years. `nil` for any other rule, which is kept as written.
    static func recurrence(rule: String) -> Recurrence? {
        var parts: [String: String] = [:]
        for part in rule.uppercased().split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { return nil }
            parts[String(pair[0])] = String(pair[1])
        }
        let interval = parts.removeValue(forKey: "INTERVAL").map { Int($0) } ?? 1
        parts.removeValue(forKey: "WKST")
        guard let interval, (1...Recurrence.maxInterval).contains(interval),
            let frequency = parts.removeValue(forKey: "FREQ")
        else { return nil }
        let byDay = parts.removeValue(forKey: "BYDAY")
        guard parts.isEmpty else { return nil }
        switch frequency {
        case "DAILY" where byDay == nil: return Recurrence(.day, every: interval)
        case "WEEKLY":
            guard let byDay else { return Recurrence(.week, every: interval) }
            if interval == 1, Set(byDay.split(separator: ",")) == ["MO", "TU", "WE", "TH", "FR"] {
                return Recurrence(.weekday)
            }
            guard let index = days.firstIndex(of: byDay) else { return nil }
            return Recurrence(.week, every: interval, on: index + 1)
        case "MONTHLY" where byDay == nil: return Recurrence(.month, every: interval)
        case "YEARLY" where byDay == nil: return Recurrence(.year, every: interval)
        default: return nil
        }
    }

    /// `recurrence` as an RRULE.
    static func rule(_ recurrence: Recurrence) -> String {
        let interval = recurrence.interval == 1 ? "" : ";INTERVAL=\(recurrence.interval)"
        switch recurrence.unit {
        case .day: return "FREQ=DAILY" + interval
        case .weekday: return "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"
        case .week: return "FREQ=WEEKLY" + interval + (recurrence.weekday.map { ";BYDAY=\(days[$0 - 1])" } ?? "")
        case .month: return "FREQ=MONTHLY" + interval
        case .year: return "FREQ=YEARLY" + interval
        }
    }

    /// Whether `alarm` is one a person set: Apple's apps write a placeholder (`ACTION:NONE`,
    /// `X-APPLE-DEFAULT-ALARM:TRUE`) that is nobody's reminder.
    static func isReal(_ alarm: ICalendarComponent) -> Bool {
        alarm.property("ACTION")?.value.uppercased() != "NONE"
            && alarm.property("X-APPLE-DEFAULT-ALARM")?.value.uppercased() != "TRUE"
    }

    /// When `alarm` of `todo` goes off: its TRIGGER at a date and time, or a duration from DTSTART
    /// (or DUE, `RELATED=END` or without DTSTART). `nil` when it cannot be told.
    static func moment(of alarm: ICalendarComponent, in todo: ICalendarComponent, zone: TimeZone) -> Date? {
        guard let trigger = alarm.property("TRIGGER") else { return nil }
        if trigger.parameter("VALUE")?.uppercased() == "DATE-TIME" {
            return ICalendarTime(trigger)?.date(in: zone)
        }
        guard let offset = ICalendarDuration.seconds(trigger.value) else { return nil }
        let start = todo.property("DTSTART")
        let base = trigger.parameter("RELATED")?.uppercased() == "END" || start == nil ? todo.property("DUE") : start
        return base.flatMap(ICalendarTime.init)?.date(in: zone)?.addingTimeInterval(offset)
    }

    /// The item these fields make in list `list`, with `id` and `createdAt`.
    func item(id: UUID, createdAt: Date, list: String?) throws(VTodoProblem) -> ToDoItem {
        do throws(ToDoInputError) {
            return try ToDoItem(
                title: title, itemDescription: itemDescription,
                dueDate: dueDate, location: location, id: id, createdAt: createdAt, isDone: isDone, list: list,
                priority: priority, labels: labels, recurrence: recurrence, reminder: reminder)
        } catch {
            throw .item(error)
        }
    }

    /// The fields of `item`.
    init(_ item: ToDoItem) {
        title = item.title
        itemDescription = item.itemDescription
        dueDate = item.dueDate
        isDone = item.isDone
        priority = item.priority
        labels = item.labels
        location = item.location
        recurrence = item.recurrence
        reminder = item.reminder
    }
}

/// Why a VTODO cannot be kept as an item, as a sentence.
enum VTodoProblem: Error, Equatable, CustomStringConvertible {
    /// A property's value is not what it must be.
    case invalid(String, String)
    /// The item it makes breaks a rule of the list.
    case item(ToDoInputError)
    /// The body is not one VCALENDAR holding one VTODO.
    case notOneToDo(String)

    var description: String {
        switch self {
        case .invalid(let property, let reason): "\(property): \(reason)"
        case .item(let error): error.description
        case .notOneToDo(let reason): reason
        }
    }
}
