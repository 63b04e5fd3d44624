import Foundation

/// What an administrator writes to put an event in the calendar or change one
/// (`POST /api/events`, `PUT /api/events/{id}`). Birthdays are not events one adds: they come from
/// the people's birthdays.
public struct EventDraft: Codable, Hashable, Sendable {
    /// What it is called; not blank, at most `maxName` characters.
    public var name: String
    /// When it starts.
    public var date: Date
    /// Its kind; any but `.birthday`.
    public var type: EventType
    /// How long it lasts, in seconds: 0 to a week.
    public var duration: Double
    /// Where it happens; at most `maxPlace` characters.
    public var place: String?

    /// The longest name.
    public static let maxName = 200
    /// The longest place.
    public static let maxPlace = 200
    /// The longest an event lasts: a week.
    public static let maxDuration: Double = 7 * 24 * 3_600

    /// Creates a draft.
    public init(name: String, date: Date, type: EventType, duration: Double, place: String? = nil) {
        self.name = name
        self.date = date
        self.type = type
        self.duration = duration
        self.place = place
    }

    /// What is wrong with it, by field, each a sentence; empty when it will do.
    public var problems: [RuleProblem] {
        var problems: [RuleProblem] = []
        if name.allSatisfy(\.isWhitespace) {
            problems.append(RuleProblem("name", "name must not be blank."))
        } else if name.count > Self.maxName {
            problems.append(RuleProblem("name", "name must be at most \(Self.maxName) characters."))
        } else if name.utf8.contains(0) {
            problems.append(RuleProblem("name", "name must not contain the NUL character."))
        }
        if type == .birthday {
            problems.append(
                RuleProblem("type", "type may not be Birthday: birthdays come from the people's birthdays."))
        }
        if !duration.isFinite || duration < 0 || duration > Self.maxDuration {
            problems.append(
                RuleProblem("duration", "duration must be from 0 to \(Int(Self.maxDuration)) seconds (a week)."))
        }
        if let place, place.count > Self.maxPlace || place.utf8.contains(0) {
            problems.append(RuleProblem("place", "place must be at most \(Self.maxPlace) characters, without NUL."))
        }
        return problems
    }

    /// The draft with surrounding spaces taken off its name and place, an empty place as none.
    public var trimmed: EventDraft {
        let place = place?.trimmingCharacters(in: .whitespacesAndNewlines)
        return EventDraft(
            name: name.trimmingCharacters(in: .whitespacesAndNewlines), date: date, type: type, duration: duration,
            place: place?.isEmpty == true ? nil : place)
    }
}
