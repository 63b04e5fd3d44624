import Foundation

/// A message to everyone in the company: `GET /api/announcements`. `id` and `message` are the
/// contract's; `title`, `author` and `publishedAt` were added later and are left out when unknown,
/// so clients written for the first two keep decoding every answer.
public struct Announcement: Codable, Hashable, Sendable, Identifiable {
    /// The announcement's id.
    public var id: UUID
    /// The text.
    public var message: String
    /// Its heading; `nil` for announcements from before titles.
    public var title: String?
    /// The name of the administrator who posted it.
    public var author: String?
    /// When it was published.
    public var publishedAt: Date?

    /// Creates an announcement.
    public init(id: UUID, message: String, title: String? = nil, author: String? = nil, publishedAt: Date? = nil) {
        self.id = id
        self.message = message
        self.title = title
        self.author = author
        self.publishedAt = publishedAt
    }
}
