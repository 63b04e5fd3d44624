public import MyBizAPI

/// The name of a reported moment: the app's known events, open to more (`AnalyticsEvent("x")`).
public struct AnalyticsEvent: RawRepresentable, Codable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The name as reports carry it.
    public let rawValue: String

    /// An event named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// An event named `name`.
    public init(_ name: String) {
        self.init(rawValue: name)
    }

    /// The event `screen` reports when it is shown: one of the five main screens, whose names
    /// `MainScreen` defines for the apps and the server alike.
    public init(_ screen: MainScreen) {
        self.init(rawValue: screen.eventName)
    }

    /// An event named by a string literal.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// The login screen was shown.
    public static let loginShown: AnalyticsEvent = "loginShown"
    /// The login button was tapped.
    public static let loginButtonClicked: AnalyticsEvent = "loginButtonClicked"
    /// The Announcements screen was shown.
    public static let announcementsShown = AnalyticsEvent(MainScreen.announcements)
    /// The Calendar screen was shown.
    public static let calendarShown = AnalyticsEvent(MainScreen.calendar)
    /// The Org chart screen was shown.
    public static let orgChartShown = AnalyticsEvent(MainScreen.orgChart)
    /// The Purchases screen was shown.
    public static let purchasesShown = AnalyticsEvent(MainScreen.purchases)
    /// The Settings screen was shown.
    public static let settingShown = AnalyticsEvent(MainScreen.settings)
    /// A calendar day was opened in full.
    public static let fullDayShown: AnalyticsEvent = "fullDayShown"
}
