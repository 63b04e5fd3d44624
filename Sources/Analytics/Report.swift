import Foundation

/// One moment worth counting: a screen shown or a button tapped, with where and when it happened.
public struct Report: Codable, Hashable, Sendable {
    /// Which moment, e.g. `announcementsShown`.
    public var name: AnalyticsEvent
    /// When it happened on the device.
    public var recordedDate: Date
    /// What kind of moment it is.
    public var type: AnalyticsType
    /// How long it lasted, in seconds, when that means something.
    public var duration: Double?
    /// The hardware model.
    public var device: String
    /// The operating system and its version.
    public var os: String
    /// The app's version.
    public var appVersion: String

    /// A report given field by field.
    public init(
        name: AnalyticsEvent, recordedDate: Date, type: AnalyticsType, duration: Double? = nil, device: String,
        os: String, appVersion: String
    ) {
        self.name = name
        self.recordedDate = recordedDate
        self.type = type
        self.duration = duration
        self.device = device
        self.os = os
        self.appVersion = appVersion
    }

    /// A report of `event` happening now on `device`.
    public static func make(
        event: AnalyticsEvent, type: AnalyticsType, duration: Double? = nil, device: DeviceInfo, at date: Date = Date()
    ) -> Report {
        Report(
            name: event, recordedDate: date, type: type, duration: duration, device: device.device, os: device.os,
            appVersion: device.appVersion)
    }
}
