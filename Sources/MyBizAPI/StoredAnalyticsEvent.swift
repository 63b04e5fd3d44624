import Foundation

/// A report as the server stored it: the answer to `POST /api/analytics`, and `GET /api/analytics`.
public struct StoredAnalyticsEvent: Codable, Hashable, Sendable, Identifiable {
    /// The stored event's id.
    public var id: UUID
    /// The report's name.
    public var name: String
    /// The id of the user who sent it.
    public var user: UUID
    /// When the server received it.
    public var eventDate: Date
    /// When it happened on the device.
    public var recordedDate: Date
    /// `screenView` or `buttonTap`.
    public var type: String
    /// How long, in seconds; `null` when not given.
    public var duration: Double?
    /// The device model; `null` when not given.
    public var device: String?
    /// The operating system; `null` when not given.
    public var os: String?
    /// The app's version; `null` when not given.
    public var appVersion: String?

    /// Creates a stored event.
    public init(
        id: UUID, name: String, user: UUID, eventDate: Date, recordedDate: Date, type: String,
        duration: Double?, device: String?, os: String?, appVersion: String?
    ) {
        self.id = id
        self.name = name
        self.user = user
        self.eventDate = eventDate
        self.recordedDate = recordedDate
        self.type = type
        self.duration = duration
        self.device = device
        self.os = os
        self.appVersion = appVersion
    }

    /// Writes every key, empty optionals as `null`, as the API does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(user, forKey: .user)
        try container.encode(eventDate, forKey: .eventDate)
        try container.encode(recordedDate, forKey: .recordedDate)
        try container.encode(type, forKey: .type)
        try container.encode(duration, forKey: .duration)
        try container.encode(device, forKey: .device)
        try container.encode(os, forKey: .os)
        try container.encode(appVersion, forKey: .appVersion)
    }
}
