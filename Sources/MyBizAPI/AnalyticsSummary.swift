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

    /// What a list of the summary leaves out past its last entry: how many screens or name and type
    /// pairs, and their views or reports in all.
    public struct LeftOut: Codable, Hashable, Sendable {
        /// How many screens, or name and type pairs, are not listed.
        public var count: Int
        /// Their views, or reports, in all.
        public var total: Int

        /// Creates what a list leaves out.
        public init(count: Int, total: Int) {
            self.count = count
            self.total = total
        }
    }

    /// The start of the period.
    public var from: Date
    /// The end of the period.
    public var to: Date
    /// Screens, most viewed first, at most `AnalyticsLimits.summaryScreens`; the five main screens
    /// always appear.
    public var screens: [ScreenUsage]
    /// Event names and types with their counts, most reported first, at most
    /// `AnalyticsLimits.summaryEvents`.
    public var events: [EventCount]
    /// Screen views per day, oldest first.
    public var daily: [DailyViews]
    /// The screens `screens` leaves out; `null` when it lists them all (added later: older servers
    /// leave it out).
    public var otherScreens: LeftOut?
    /// The name and type pairs `events` leaves out; `null` when it lists them all (added later).
    public var otherEvents: LeftOut?

    /// Creates a summary.
    public init(
        from: Date, to: Date, screens: [ScreenUsage], events: [EventCount], daily: [DailyViews],
        otherScreens: LeftOut? = nil, otherEvents: LeftOut? = nil
    ) {
        self.from = from
        self.to = to
        self.screens = screens
        self.events = events
        self.daily = daily
        self.otherScreens = otherScreens
        self.otherEvents = otherEvents
    }

    private enum CodingKeys: String, CodingKey {
        case from, to, screens, events, daily, otherScreens, otherEvents
    }

    /// Writes every key, what nothing is left out of as `null`, as the API does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(screens, forKey: .screens)
        try container.encode(events, forKey: .events)
        try container.encode(daily, forKey: .daily)
        try container.encode(otherScreens, forKey: .otherScreens)
        try container.encode(otherEvents, forKey: .otherEvents)
    }
}
