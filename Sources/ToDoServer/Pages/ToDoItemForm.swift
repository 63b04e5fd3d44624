import Foundation
import ServerSupport
import ToDoKit
import WebPages

/// The new-item form: what a person typed, the item `ToDoKit`'s rules make of it, and each rule's
/// sentence next to the field it is about.
struct ToDoItemForm {
    var title = ""
    var dueDate = ""
    var placeName = ""
    var address = ""
    var latitude = ""
    var longitude = ""
    var description = ""
    var titleError: String?
    var dueDateError: String?
    var placeError: String?
    var coordinateError: String?
    var descriptionError: String?
    let titleMax = ToDoItem.maxTitleLength
    let textMax = ToDoItem.maxTextLength

    /// An empty form.
    init() {}

    /// The form as sent.
    init(_ fields: FormFields) {
        title = fields["title"] ?? ""
        dueDate = fields["dueDate"] ?? ""
        placeName = fields["placeName"] ?? ""
        address = fields["address"] ?? ""
        latitude = fields["latitude"] ?? ""
        longitude = fields["longitude"] ?? ""
        description = fields["description"] ?? ""
    }

    /// The item the form describes, by `ToDoKit`'s rules; `nil` with the problems marked.
    mutating func item(now: Date) -> ToDoItem? {
        var due: Date?
        if !dueDate.isEmpty {
            due = PageText.day(fromField: dueDate)
            if due == nil { dueDateError = "Enter the due date as a date, e.g. 2026-12-31." }
        }
        let location = readLocation()
        do throws(ToDoInputError) {
            let item = try ToDoItem(
                title: title, itemDescription: description, dueDate: due, location: location, createdAt: now)
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
        default: titleError = error.description
        }
    }

    /// Whether a field has a problem to show.
    var hasProblems: Bool {
        titleError != nil || dueDateError != nil || placeError != nil || coordinateError != nil
            || descriptionError != nil
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
