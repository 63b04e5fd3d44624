import Foundation

/// A message to everyone in the company: `GET /api/announcements`.
public struct Announcement: Codable, Hashable, Sendable, Identifiable {
    /// The announcement's id.
    public var id: UUID
    /// The text.
    public var message: String

    /// Creates an announcement.
    public init(id: UUID, message: String) {
        self.id = id
        self.message = message
    }
}
