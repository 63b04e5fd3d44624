import Foundation

/// What an administrator writes to post or change an announcement (`POST /api/announcements`,
/// `PUT /api/announcements/{id}`): its title, its text, and when it is published (now, when left out).
public struct AnnouncementDraft: Codable, Hashable, Sendable {
    /// The heading; not blank, at most `maxTitle` characters.
    public var title: String
    /// The text; not blank, at most `maxMessage` characters.
    public var message: String
    /// When it is published; `nil` for the moment it is posted.
    public var publishedAt: Date?
    /// Whether everyone is asked to confirm they have read it (added later); `nil` keeps it as it is
    /// (not asked, for a new one).
    public var needsConfirmation: Bool?

    /// The longest title.
    public static let maxTitle = 200
    /// The longest text.
    public static let maxMessage = 10_000

    /// Creates a draft.
    public init(title: String, message: String, publishedAt: Date? = nil, needsConfirmation: Bool? = nil) {
        self.needsConfirmation = needsConfirmation
        self.title = title
        self.message = message
        self.publishedAt = publishedAt
    }

    /// What is wrong with it, by field (`title`, `message`), each a sentence; empty when it will do.
    /// The API answers the first; the pages show each next to its field.
    public var problems: [RuleProblem] {
        var problems: [RuleProblem] = []
        for (field, text, limit) in [("title", title, Self.maxTitle), ("message", message, Self.maxMessage)] {
            if text.allSatisfy(\.isWhitespace) {
                problems.append(RuleProblem(field, "\(field) must not be blank."))
            } else if text.count > limit {
                problems.append(RuleProblem(field, "\(field) must be at most \(limit.formatted()) characters."))
            } else if text.utf8.contains(0) {
                problems.append(RuleProblem(field, "\(field) must not contain the NUL character."))
            }
        }
        return problems
    }

    /// The draft with surrounding spaces taken off its title and text.
    public var trimmed: AnnouncementDraft {
        AnnouncementDraft(
            title: title.trimmingCharacters(in: .whitespacesAndNewlines),
            message: message.trimmingCharacters(in: .whitespacesAndNewlines), publishedAt: publishedAt,
            needsConfirmation: needsConfirmation)
    }
}
