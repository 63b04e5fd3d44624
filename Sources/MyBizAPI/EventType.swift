/// What kind of calendar event it is.
public enum EventType: String, Codable, Hashable, Sendable, CaseIterable {
    /// A meeting.
    case meeting = "Meeting"
    /// An appointment.
    case appointment = "Appointment"
    /// A public holiday.
    case holiday = "Holiday"
    /// A day off.
    case dayOff = "DayOff"
    /// Someone's birthday.
    case birthday = "Birthday"

    /// Whether the event takes its whole day, so it has no time of day to show.
    public var isAllDay: Bool { self == .birthday || self == .holiday || self == .dayOff }
}
