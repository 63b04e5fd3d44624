import Foundation
import MyBizAPI
import WebPages

/// The event form as sent: its fields as typed, and each field's problem by `EventDraft`'s rules.
///
/// The day and time are read in `zone`, the writer's time zone: the page sends UTC, and its script
/// turns that into the browser's own zone, so an admin types times as their clock shows them.
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
    /// The IANA time zone `day` and `time` are in.
    var zone: String
    /// The stored start as an ISO instant, when the form shows a stored event at a time of day: the
    /// page's script shows it in the reader's zone.
    var start: String?
    var errors: [String: String] = [:]

    static let empty = EventForm(
        name: "", type: EventType.meeting.rawValue, day: "", time: "", minutes: "60", place: "", zone: "UTC")

    private init(
        name: String, type: String, day: String, time: String, minutes: String, place: String, zone: String,
        start: String? = nil
    ) {
        self.name = name
        self.type = type
        self.day = day
        self.time = time
        self.minutes = minutes
        self.place = place
        self.zone = zone
        self.start = start
    }

    /// The form filled with `event`, in UTC.
    init(_ event: Event) {
        let time = PageText.time(event.date)
        let timed = !(event.type.isAllDay && time == "00:00")
        self.init(
            name: event.name, type: event.type.rawValue, day: PageText.isoDay(event.date),
            time: timed ? time : "", minutes: MinutesText.of(event.duration),
            place: event.place ?? "", zone: "UTC", start: timed ? MyBizJSON.format(event.date) : nil)
    }

    /// The form as `fields` sent it; without a zone, UTC.
    init(_ fields: FormFields) {
        let zone = fields["zone"]?.trimmingCharacters(in: .whitespaces) ?? ""
        self.init(
            name: fields["name"] ?? "", type: fields["type"] ?? "", day: fields["day"] ?? "",
            time: fields["time"] ?? "",
            minutes: fields["minutes"] ?? "", place: fields["place"] ?? "", zone: zone.isEmpty ? "UTC" : zone)
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
                if let timeZone = ReaderTimeZone.named(zone) {
                    date = date.flatMap { Self.start(of: $0, hour: parts[0], minute: parts[1], in: timeZone) }
                } else {
                    errors["time"] =
                        "The time zone “\(zone)” is not one we know; give the time in UTC instead."
                    zone = "UTC"
                }
            } else {
                errors["time"] = "Give the time as hours and minutes, such as 14:30, or leave it empty."
            }
        }
        let duration = Double(minutes.trimmingCharacters(in: .whitespaces)).map { $0 * 60 }
        if duration == nil { errors["minutes"] = "Give how long it lasts in minutes, such as 60." }
        guard let kind, let date, let duration else { return nil }
        let draft = EventDraft(name: name, date: date, type: kind, duration: duration, place: place).trimmed
        for problem in draft.problems { note(problem) }
        return errors.isEmpty ? draft : nil
    }

    /// Shows `problem` beside its field (the duration's beside the minutes, in minutes); one of no
    /// field of the form's own, beside the name.
    mutating func note(_ problem: RuleProblem) {
        switch problem.field {
        case "duration": errors["minutes"] = "An event lasts from 0 minutes to a week (10,080 minutes)."
        case let field? where ["name", "type", "place"].contains(field): errors[field] = problem.pageSentence
        default: errors["name"] = problem.pageSentence
        }
    }

    /// The moment `hour`:`minute` on the UTC day `day` as a clock in `zone` shows it.
    private static func start(of day: Date, hour: Int, minute: Int, in zone: TimeZone) -> Date? {
        var parts = PageText.calendar.dateComponents([.year, .month, .day], from: day)
        parts.hour = hour
        parts.minute = minute
        return ReaderTimeZone.calendar(in: zone).date(from: parts)
    }

    /// What the template shows; `id` is the event changed, `nil` for a new one.
    func view(frame: AppFrame, id: UUID? = nil) -> EventFormView {
        EventFormView(
            frame: frame, id: id?.uuidString, name: name, day: day, time: time, minutes: minutes, place: place,
            zone: zone, start: start,
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
    /// The zone the day and time are in, as the hidden field sends it back.
    let zone: String
    /// The stored start, for the script to show in the reader's zone.
    let start: String?
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
