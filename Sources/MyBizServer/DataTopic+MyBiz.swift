import ServerDatabase

extension DataTopic {
    /// The company's lists — announcements, people, events, the catalogue — and its purchase orders:
    /// what the API's cached lists and the company app's pages show.
    static let company = DataTopic("company")
}
