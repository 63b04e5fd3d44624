/// What kind of moment a report records.
public enum AnalyticsType: String, Codable, Hashable, Sendable, CaseIterable {
    /// A screen was shown.
    case screenView
    /// A button was tapped.
    case buttonTap
}
