/// The five main screens of the MyBiz app — what the product owner decides between — with the
/// analytics event each reports when it is shown and the name people read. One definition for the
/// apps that report and the server that sums up.
public enum MainScreen: String, CaseIterable, Sendable {
    /// Announcements.
    case announcements = "announcementsShown"
    /// Calendar: events and birthdays.
    case calendar = "calendarShown"
    /// Org chart.
    case orgChart = "orgChartShown"
    /// Purchase orders.
    case purchases = "purchasesShown"
    /// Settings.
    case settings = "settingShown"

    /// The analytics event the screen reports when it is shown.
    public var eventName: String { rawValue }

    /// The screen's name for people.
    public var label: String {
        switch self {
        case .announcements: "Announcements"
        case .calendar: "Calendar"
        case .orgChart: "Org chart"
        case .purchases: "Purchases"
        case .settings: "Settings"
        }
    }

    /// The screen whose event is `name`, if one is.
    public init?(eventName name: String) {
        self.init(rawValue: name)
    }
}
