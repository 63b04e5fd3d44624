import Foundation
import ICalendar
import ToDoKit

/// An item written as a calendar object holding one VTODO. It starts from what the CalDAV client
/// last wrote for the item, when it wrote one: each property that still says what the item does is
/// kept exactly, with everything the list has no field for (alarms of other kinds, `X-` properties,
/// time zones, sub-tasks' links); only what changed here since is written anew.
struct VTodoWriter: Sendable {
    /// The zone days are told in: a due date at midnight in it is a whole day.
    let zone: TimeZone

    /// `item` as a whole `VCALENDAR`, from `kept` — the object the client last wrote — if any;
    /// `completedAt` is when a finished item was finished, as far as the server knows.
    func calendar(for item: ToDoItem, kept: ICalendarComponent?, completedAt: Date? = nil) -> ICalendarComponent {
        var calendar =
            kept
            ?? ICalendarComponent(
                "VCALENDAR",
                properties: [
                    ICalendarProperty("VERSION", value: "2.0"),
                    ICalendarProperty("PRODID", value: "-//MyBiz//To-do list//EN"),
                ])
        let index = calendar.components.firstIndex { $0.name == "VTODO" }
        let todo = self.todo(for: item, kept: index.map { calendar.components[$0] }, completedAt: completedAt)
        if let index {
            calendar.components[index] = todo
        } else {
            calendar.components.append(todo)
        }
        let zones = Set(calendar.components("VTIMEZONE").compactMap { $0.property("TZID")?.value })
        for name in Self.zones(in: todo) where !zones.contains(name) {
            guard let zone = ICalendarTime.timeZone(named: name) else { continue }
            let around = item.dueDate ?? item.createdAt
            var component = ICalendarTimeZone.component(
                for: zone, from: around.addingTimeInterval(-366 * 86_400), to: around.addingTimeInterval(366 * 86_400))
            // Named as the properties name it, which may differ from Foundation's name for the zone.
            component.set(ICalendarProperty("TZID", value: name))
            calendar.components.insert(component, at: 0)
        }
        return calendar
    }

    /// The TZIDs `todo`'s properties name.
    private static func zones(in todo: ICalendarComponent) -> Set<String> {
        Set(todo.properties.compactMap { $0.parameter("TZID") })
    }

    func todo(for item: ToDoItem, kept: ICalendarComponent?, completedAt: Date? = nil) -> ICalendarComponent {
        var todo =
            kept
            ?? ICalendarComponent(
                "VTODO",
                properties: [
                    ICalendarProperty("UID", value: item.id.uuidString),
                    ICalendarProperty("DTSTAMP", value: ICalendarTime.utc(item.createdAt)),
                    ICalendarProperty("CREATED", value: ICalendarTime.utc(item.createdAt)),
                ])
        let was = kept.flatMap { try? VTodoFields($0, zone: zone) }
        if was?.title != item.title || kept?.property("SUMMARY") == nil {
            todo.set(ICalendarProperty("SUMMARY", text: item.title))
        }
        if was?.itemDescription != item.itemDescription {
            if let text = item.itemDescription {
                todo.set(ICalendarProperty("DESCRIPTION", text: text))
            } else {
                todo.remove("DESCRIPTION")
            }
        }
        if was?.dueDate != item.dueDate {
            if let due = item.dueDate {
                let isDay = ReaderDay.isWholeDay(due, in: zone)
                todo.set(ICalendarTime.property("DUE", due, isDay: isDay, in: zone))
                // A repeat counts from DTSTART (RFC 5545 §3.8.5.3): the start moves as far as the due
                // date did, in its own form; a start after the due date would be refused anyway.
                if let start = todo.property("DTSTART"), let time = ICalendarTime(start), let from = time.date(in: zone)
                {
                    let moved = was?.dueDate.map { from.addingTimeInterval(due.timeIntervalSince($0)) } ?? from
                    let startZone =
                        if case .utc = time { TimeZone(identifier: "UTC")! } else {
                            start.parameter("TZID").flatMap(ICalendarTime.timeZone(named:)) ?? zone
                        }
                    if moved > due {
                        todo.set(ICalendarTime.property("DTSTART", due, isDay: isDay, in: zone))
                    } else if moved != from {
                        todo.set(ICalendarTime.property("DTSTART", moved, isDay: time.isDay, in: startZone))
                    }
                }
            } else {
                todo.remove("DUE")
            }
        }
        if was?.isDone != item.isDone || kept == nil {
            if item.isDone {
                todo.set(ICalendarProperty("STATUS", value: "COMPLETED"))
                if todo.property("COMPLETED") == nil {
                    todo.set(ICalendarProperty("COMPLETED", value: ICalendarTime.utc(completedAt ?? item.createdAt)))
                }
                todo.set(ICalendarProperty("PERCENT-COMPLETE", value: "100"))
            } else {
                todo.set(ICalendarProperty("STATUS", value: "NEEDS-ACTION"))
                todo.remove("COMPLETED")
                todo.remove("PERCENT-COMPLETE")
            }
        }
        if was?.priority != item.priority {
            if let priority = item.priority {
                todo.set(ICalendarProperty("PRIORITY", value: String(VTodoFields.iCalendarPriority(priority))))
            } else {
                todo.remove("PRIORITY")
            }
        }
        if was?.labels != item.labels {
            todo.remove("CATEGORIES")
            if !item.labels.isEmpty {
                todo.properties.append(
                    ICalendarProperty(
                        "CATEGORIES", value: item.labels.map(ICalendarText.escaped).joined(separator: ",")))
            }
        }
        if was?.location != item.location {
            for name in ["LOCATION", "GEO", "X-MYBIZ-ADDRESS"] { todo.remove(name) }
            if let location = item.location {
                todo.properties.append(ICalendarProperty("LOCATION", text: location.name))
                if let coordinate = location.coordinate {
                    todo.properties.append(
                        ICalendarProperty("GEO", value: "\(coordinate.latitude);\(coordinate.longitude)"))
                }
                if let address = location.address {
                    todo.properties.append(ICalendarProperty("X-MYBIZ-ADDRESS", text: address))
                }
            }
        }
        if was?.recurrence != item.recurrence {
            todo.remove("RRULE")
            todo.remove("X-MYBIZ-FROM-COMPLETION")
            if let recurrence = item.recurrence {
                todo.properties.append(ICalendarProperty("RRULE", value: VTodoFields.rule(recurrence)))
                if recurrence.fromCompletion {
                    todo.properties.append(ICalendarProperty("X-MYBIZ-FROM-COMPLETION", value: "TRUE"))
                }
                // A repeat is counted from DTSTART (RFC 5545 §3.8.5.3).
                if todo.property("DTSTART") == nil, let due = item.dueDate {
                    todo.set(
                        ICalendarTime.property("DTSTART", due, isDay: ReaderDay.isWholeDay(due, in: zone), in: zone))
                }
            }
        }
        if was?.reminder != item.reminder {
            // The alarm that said the old reminder goes; alarms the list cannot read stay.
            let before = todo
            todo.components.removeAll { alarm in
                alarm.name == "VALARM" && VTodoFields.isReal(alarm)
                    && VTodoFields.moment(of: alarm, in: before, zone: zone) != nil
            }
            if let reminder = item.reminder {
                todo.components.insert(
                    ICalendarComponent(
                        "VALARM",
                        properties: [
                            ICalendarProperty("ACTION", value: "DISPLAY"),
                            ICalendarProperty("DESCRIPTION", text: item.title),
                            ICalendarProperty(
                                "TRIGGER", value: ICalendarTime.utc(reminder),
                                parameters: [ICalendarParameter("VALUE", "DATE-TIME")]),
                        ]), at: 0)
            }
        }
        return todo
    }
}

/// Whole days in a zone: a due date at midnight there is a day without a time, as the pages have it.
enum ReaderDay {
    static func isWholeDay(_ date: Date, in zone: TimeZone) -> Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.startOfDay(for: date) == date
    }
}
