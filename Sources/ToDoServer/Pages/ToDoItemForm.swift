import Foundation
import ToDoKit
import WebPages

/// The add and edit form: what a person typed, the item `ToDoKit`'s rules make of it, and each rule's
/// sentence next to the field it is about. The due day and time are in `zone`, the reader's.
struct ToDoItemForm {
    /// The item changed; `nil` on the add form.
    var id: String?
    var title = ""
    var dueDate = ""
    /// `HH:mm`; empty when the item is due on the day as a whole.
    var dueTime = ""
    /// The IANA identifier of the zone `dueDate` and `dueTime` are in.
    var zone = "UTC"
    var placeName = ""
    var address = ""
    var latitude = ""
    var longitude = ""
    var description = ""
    /// The list's name; empty for the Inbox.
    var list = ""
    /// "1" to "4", or empty for none.
    var priority = ""
    /// Labels separated by commas.
    var labels = ""
    /// The repeat as `QuickAdd.recurrence(from:)` reads it, e.g. "every 2 weeks"; empty for none.
    var repeats = ""
    /// `yyyy-MM-ddTHH:mm` in `zone`, as a date-and-time field holds it; empty for none.
    var reminder = ""
    var titleError: String?
    var listError: String?
    var priorityError: String?
    var labelsError: String?
    var repeatError: String?
    var reminderError: String?
    var dueDateError: String?
    var placeError: String?
    var coordinateError: String?
    var descriptionError: String?
    let titleMax = ToDoItem.maxTitleLength
    let textMax = ToDoItem.maxTextLength
    let nameMax = ToDoItem.maxNameLength

    /// An empty form for a reader in `zone`.
    init(zone: TimeZone = ReaderTimeZone.utc) {
        self.zone = ReaderTimeZone.name(of: zone)
    }

    /// The form filled with `item`, its due date shown in `zone`.
    init(_ item: ToDoItem, in zone: TimeZone) {
        self.init(zone: zone)
        id = item.id.uuidString
        title = item.title
        if let due = item.dueDate {
            dueDate = DateFormatters.formatter("yyyy-MM-dd", locale: "en_US_POSIX", zone: zone).string(from: due)
            if ReaderTimeZone.calendar(in: zone).startOfDay(for: due) != due {
                dueTime = DateFormatters.formatter("HH:mm", locale: "en_US_POSIX", zone: zone).string(from: due)
            }
        }
        placeName = item.location?.name ?? ""
        address = item.location?.address ?? ""
        latitude = item.location?.coordinate.map { String($0.latitude) } ?? ""
        longitude = item.location?.coordinate.map { String($0.longitude) } ?? ""
        description = item.itemDescription ?? ""
        list = item.list ?? ""
        priority = item.priority.map(String.init) ?? ""
        labels = item.labels.joined(separator: ", ")
        repeats = item.recurrence?.text ?? ""
        reminder = item.reminder.map(Self.reminderFormatter(zone).string(from:)) ?? ""
    }

    private static func reminderFormatter(_ zone: TimeZone) -> DateFormatter {
        DateFormatters.formatter("yyyy-MM-dd'T'HH:mm", locale: "en_US_POSIX", zone: zone)
    }

    /// The priorities to choose from, this form's selected.
    var priorities: [SelectOption] {
        [SelectOption(value: "", label: "None", selected: priority.isEmpty)]
            + ToDoItem.priorities.map {
                SelectOption(
                    value: String($0), label: $0 == 1 ? "1 (most urgent)" : String($0), selected: priority == String($0)
                )
            }
    }

    /// The form as sent; `id` is the item it changes.
    init(_ fields: FormFields, id: UUID? = nil) {
        self.id = id?.uuidString
        title = fields["title"] ?? ""
        dueDate = fields["dueDate"] ?? ""
        dueTime = fields["dueTime"] ?? ""
        zone = fields["zone"].flatMap(ReaderTimeZone.named).map(ReaderTimeZone.name(of:)) ?? "UTC"
        placeName = fields["placeName"] ?? ""
        address = fields["address"] ?? ""
        latitude = fields["latitude"] ?? ""
        longitude = fields["longitude"] ?? ""
        description = fields["description"] ?? ""
        list = fields["list"] ?? ""
        priority = fields["priority"] ?? ""
        labels = fields["labels"] ?? ""
        repeats = fields["repeats"] ?? ""
        reminder = fields["reminder"] ?? ""
    }

    /// The item the form describes, by `ToDoKit`'s rules; `nil` with the problems marked.
    mutating func item(now: Date) -> ToDoItem? {
        var due: Date?
        let day = dueDate.trimmingCharacters(in: .whitespaces)
        let time = dueTime.trimmingCharacters(in: .whitespaces)
        if !day.isEmpty {
            let calendar = ReaderTimeZone.calendar(in: ReaderTimeZone.named(zone) ?? ReaderTimeZone.utc)
            due = DueText.date(from: time.isEmpty ? day : "\(day) \(time)", now: now, calendar: calendar)
            if due == nil {
                if DueText.date(from: day, now: now, calendar: calendar) == nil {
                    dueDateError = "Enter the due date as a date, e.g. 2026-12-31."
                } else {
                    dueDateError = "Enter the time as hours and minutes, e.g. 14:30, or leave it empty."
                }
            }
        } else if !time.isEmpty {
            dueDateError = "A time needs a day: enter the due date too, or leave the time empty."
        }
        let location = readLocation()
        let zone = ReaderTimeZone.named(zone) ?? ReaderTimeZone.utc
        var priorityValue: Int?
        if !priority.isEmpty {
            priorityValue = Int(priority).flatMap { ToDoItem.priorities.contains($0) ? $0 : nil }
            if priorityValue == nil { priorityError = "Choose a priority from the list, or None." }
        }
        var recurrence: Recurrence?
        if !repeats.trimmingCharacters(in: .whitespaces).isEmpty {
            recurrence = QuickAdd.recurrence(from: repeats)
            if recurrence == nil {
                repeatError =
                    "Write the repeat as, for example, every day, every weekday, every 2 weeks, every monday or every! 3 days (counted from when it is done)."
            }
        }
        var reminderDate: Date?
        let reminderText = reminder.trimmingCharacters(in: .whitespaces)
        if !reminderText.isEmpty {
            // As the date-and-time field sends it, with seconds, or typed with a space where it is a text field.
            reminderDate =
                ["yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd HH:mm"].lazy
                .compactMap { DateFormatters.formatter($0, locale: "en_US_POSIX", zone: zone).date(from: reminderText) }
                .first
            if reminderDate == nil { reminderError = "Give the reminder as a day and a time, e.g. 2026-12-31 09:00." }
        }
        let labelNames = labels.split(separator: ",").map {
            let name = $0.trimmingCharacters(in: .whitespaces)
            return name.hasPrefix("@") ? String(name.dropFirst()) : name
        }
        // Each of these says its own problem beside its field, whatever else is wrong.
        do throws(ToDoInputError) { _ = try ToDoItem.listName(list) } catch { listError = error.description }
        do throws(ToDoInputError) { _ = try ToDoItem.labels(labelNames) } catch { labelsError = error.description }
        // A repeat with no date starts on its first day from today, as the quick-add line does.
        if let recurrence, due == nil, dueDateError == nil {
            due = recurrence.first(onOrAfter: now, calendar: ReaderTimeZone.calendar(in: zone))
        }
        do throws(ToDoInputError) {
            let item = try ToDoItem(
                title: title, itemDescription: description, dueDate: due, location: location,
                id: id.flatMap(UUID.init(uuidString:)) ?? UUID(), createdAt: now, list: listError == nil ? list : nil,
                priority: priorityValue, labels: labelsError == nil ? labelNames : [], recurrence: recurrence,
                reminder: reminderDate)
            return hasProblems ? nil : item
        } catch {
            mark(error)
            return nil
        }
    }

    /// Puts ToDoKit's sentence for `error` next to the field it is about.
    mutating func mark(_ error: ToDoInputError) {
        switch error {
        case .tooLong(.description, _), .containsNUL(.description): descriptionError = error.description
        case .tooLong(.placeName, _), .tooLong(.address, _), .containsNUL(.placeName), .containsNUL(.address):
            placeError = error.description
        case .emptyLocationName:
            placeError = "\(error.description) Name the place, or leave the address and coordinates empty."
        case .invalidCoordinate: coordinateError = error.description
        case .invalidPriority: priorityError = error.description
        case .tooLong(.list, _), .containsNUL(.list): listError = error.description
        case .tooLong(.label, _), .containsNUL(.label), .tooManyLabels, .labelWithComma: labelsError = error.description
        default: titleError = error.description
        }
    }

    /// Whether a field has a problem to show.
    var hasProblems: Bool {
        titleError != nil || dueDateError != nil || placeError != nil || coordinateError != nil
            || descriptionError != nil || listError != nil || priorityError != nil || labelsError != nil
            || repeatError != nil || reminderError != nil
    }

    private mutating func readLocation() -> Location? {
        let trimmed = [placeName, address, latitude, longitude].map { $0.trimmingCharacters(in: .whitespaces) }
        guard trimmed.contains(where: { !$0.isEmpty }) else { return nil }
        var coordinate: Location.Coordinate?
        if !trimmed[2].isEmpty || !trimmed[3].isEmpty {
            guard let latitude = Double(trimmed[2]), let longitude = Double(trimmed[3]) else {
                coordinateError = "Give both latitude and longitude as numbers, e.g. 37.5665 and 126.978."
                return nil
            }
            do throws(ToDoInputError) {
                coordinate = try Location.Coordinate(latitude: latitude, longitude: longitude)
            } catch {
                mark(error)
                return nil
            }
        }
        do throws(ToDoInputError) {
            return try Location(name: placeName, address: address, coordinate: coordinate)
        } catch {
            mark(error)
            return nil
        }
    }
}
