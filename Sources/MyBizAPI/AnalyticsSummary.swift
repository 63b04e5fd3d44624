import Foundation

/// Usage per screen for a period: `GET /api/analytics/summary?from=&to=`.
public struct AnalyticsSummary: Codable, Hashable, Sendable {
    /// One screen's use: how often it was shown, and to how many people.
    public struct ScreenUsage: Codable, Hashable, Sendable {
        /// The screen's report name, e.g. `announcementsShown`.
        public var name: String
        /// How many times it was shown.
        public var views: Int
        /// How many different users saw it.
        public var users: Int

        /// Creates a screen's usage.
        public init(name: String, views: Int, users: Int) {
            self.name = name
            self.views = views
            self.users = users
        }
    }

    /// How many times one event was reported.
    public struct EventCount: Codable, Hashable, Sendable {
        /// The report name.
        public var name: String
        /// Its type, e.g. `buttonTap`.
        public var type: String
        /// How many reports.
        public var count: Int

        /// Creates an event count.
        public init(name: String, type: String, count: Int) {
            self.name = name
            self.type = type
            self.count = count
        }
    }

    /// Screen views on one day.
    public struct DailyViews: Codable, Hashable, Sendable {
        /// The day, `yyyy-MM-dd` in UTC.
        public var day: String
        /// Screen views that day.
        public var views: Int

        /// Creates a day's views.
        public init(day: String, views: Int) {
            self.day = day
            self.views = views
        }
    }

    /// The start of the period.
    public var from: Date
    /// The end of the period.
    public var to: Date
    /// Screens, most viewed first; the five main screens always appear.
    public var screens: [ScreenUsage]
    /// Every event name and type with its count.
    public var events: [EventCount]
    /// Screen views per day, oldest first.
    public var daily: [DailyViews]

    /// Creates a summary.
    public init(from: Date, to: Date, screens: [ScreenUsage], events: [EventCount], daily: [DailyViews]) {
        self.from = from
        self.to = to
        self.screens = screens
        self.events = events
        self.daily = daily
    }
}
