import Foundation

/// What a client sends when a screen is shown or a button tapped: `POST /api/analytics` (one) and
/// `POST /api/analytics/batch` (1 to 500).
public struct AnalyticsReport: Codable, Hashable, Sendable {
    /// The event's name, e.g. `announcementsShown`: up to 40 letters, digits and `_`.
    public var name: String
    /// When it happened on the device.
    public var recordedDate: Date
    /// `screenView` or `buttonTap`; up to 40 characters.
    public var type: String
    /// How long, in seconds, when it has a length.
    public var duration: Double?
    /// The device model; up to 100 characters.
    public var device: String?
    /// The operating system and version; up to 100 characters.
    public var os: String?
    /// The app's version; up to 100 characters.
    public var appVersion: String?

    /// Creates a report.
    public init(
        name: String, recordedDate: Date, type: String, duration: Double? = nil, device: String? = nil,
        os: String? = nil, appVersion: String? = nil
    ) {
        self.name = name
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
        try container.encode(name, forKey: .name)
        try container.encode(recordedDate, forKey: .recordedDate)
        try container.encode(type, forKey: .type)
        try container.encode(duration, forKey: .duration)
        try container.encode(device, forKey: .device)
        try container.encode(os, forKey: .os)
        try container.encode(appVersion, forKey: .appVersion)
    }
}
