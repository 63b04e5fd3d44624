import Foundation
import MyBizAPI
import WebPages

/// The event form as sent: its fields as typed, and each field's problem by `EventDraft`'s rules.
/// Dates and times are UTC, as the calendar shows them.
struct EventForm {
    var name: String
    var type: String
    /// `yyyy-MM-dd`.
    var day: String
    /// `HH:mm`; empty for the whole day.
    var time: String
    /// Minutes, as typed.
    var minutes: String
    var place: String
    var errors: [String: String] = [:]

    static let empty = EventForm(
        name: "", type: EventType.meeting.rawValue, day: "", time: "", minutes: "60", place: "")

    private init(name: String, type: String, day: String, time: String, minutes: String, place: String) {
        self.name = name
        self.type = type
        self.day = day
        self.time = time
        self.minutes = minutes
        self.place = place
    }

    /// The form filled with `event`.
    init(_ event: Event) {
        let time = PageText.time(event.date)
        self.init(
            name: event.name, type: event.type.rawValue, day: PageText.isoDay(event.date),
            time: time == "00:00" ? "" : time, minutes: MinutesText.of(event.duration),
            place: event.place ?? "")
    }

    /// The form as `fields` sent it.
    init(_ fields: FormFields) {
        self.init(
            name: fields["name"] ?? "", type: fields["type"] ?? "", day: fields["day"] ?? "",
            time: fields["time"] ?? "",
            minutes: fields["minutes"] ?? "", place: fields["place"] ?? "")
    }

    /// The draft, when every field will do; otherwise `nil`, with the problems noted by field.
    mutating func draft() -> EventDraft? {
        errors = [:]
        let kind = EventType(rawValue: type)
        if kind == nil { errors["type"] = "Choose what kind of event it is." }
        var date = PageText.day(fromField: day)
        if date == nil { errors["day"] = "Give the day, as the field asks." }
        if !time.isEmpty {
            let parts = time.split(separator: ":").compactMap { Int($0) }
            if parts.count == 2, (0..<24).contains(parts[0]), (0..<60).contains(parts[1]) {
                date = date?.addingTimeInterval(Double(parts[0] * 3_600 + parts[1] * 60))
            } else {
                errors["time"] = "Give the time as hours and minutes, such as 14:30, or leave it empty."
            }
        }
        let duration = Double(minutes.trimmingCharacters(in: .whitespaces)).map { $0 * 60 }
        if duration == nil { errors["minutes"] = "Give how long it lasts in minutes, such as 60." }
        guard let kind, let date, let duration else { return nil }
        let draft = EventDraft(name: name, date: date, type: kind, duration: duration, place: place).trimmed
        for problem in draft.problems {
            let field = problem.field == "duration" ? "minutes" : problem.field
            let sentence =
                problem.field == "duration"
                ? "An event lasts from 0 minutes to a week (10,080 minutes)."
                : problem.sentence.prefix(1).uppercased() + problem.sentence.dropFirst()
            errors[field] = sentence
        }
        return errors.isEmpty ? draft : nil
    }

    /// What the template shows; `id` is the event changed, `nil` for a new one.
    func view(frame: AppFrame, id: UUID? = nil) -> EventFormView {
        EventFormView(
            frame: frame, id: id?.uuidString, name: name, day: day, time: time, minutes: minutes, place: place,
            types: EventType.allCases.filter { $0 != .birthday }.map {
                SelectOption(value: $0.rawValue, label: $0.label, selected: $0.rawValue == type)
            },
            nameError: errors["name"], typeError: errors["type"], dayError: errors["day"], timeError: errors["time"],
            minutesError: errors["minutes"], placeError: errors["place"],
            action: id.map { "/app/calendar/\($0.uuidString)" } ?? "/app/calendar")
    }
}

/// What the event form's template reads.
struct EventFormView {

    let frame: AppFrame
    let id: String?
    let name: String
    let day: String
    let time: String
    let minutes: String
    let place: String
    let types: [SelectOption]
    let nameError: String?
    let typeError: String?
    let dayError: String?
    let timeError: String?
    let minutesError: String?
    let placeError: String?
    /// Where the form is sent.
    let action: String
    let maxName = EventDraft.maxName
    let maxPlace = EventDraft.maxPlace
}

/// A duration as the form's minutes field shows it: whole minutes when it is whole.
enum MinutesText {
    static func of(_ seconds: Double) -> String {
        let minutes = seconds / 60
        return minutes == minutes.rounded() ? String(Int(minutes)) : String(minutes)
    }
}
