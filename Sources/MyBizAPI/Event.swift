import Foundation

/// A calendar entry: `GET /api/events`. `place` was added later and is left out when unknown.
public struct Event: Codable, Hashable, Sendable, Identifiable {
    /// The event's id.
    public var id: UUID
    /// What it is called.
    public var name: String
    /// When it starts.
    public var date: Date
    /// Its kind.
    public var type: EventType
    /// How long it lasts, in seconds.
    public var duration: Double
    /// Where it happens; `nil` when not said.
    public var place: String?

    /// Creates an event.
    public init(id: UUID, name: String, date: Date, type: EventType, duration: Double, place: String? = nil) {
        self.id = id
        self.name = name
        self.date = date
        self.type = type
        self.duration = duration
        self.place = place
    }
}
