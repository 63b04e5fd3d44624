import ServerDatabase

extension DataTopic {
    /// The analytics reports: what the dashboard shows.
    static let analytics = DataTopic("analytics")
}
