import Foundation

/// A reaction to an announcement, one of a few that say something at a glance.
public enum AnnouncementReaction: String, Codable, Hashable, Sendable, CaseIterable {
    case thumbsUp, celebrate, heart, laugh, surprised

    /// The emoji shown.
    public var emoji: String {
        switch self {
        case .thumbsUp: "👍"
        case .celebrate: "🎉"
        case .heart: "❤️"
        case .laugh: "😄"
        case .surprised: "😮"
        }
    }

    /// What it says, for a screen reader and a tooltip.
    public var label: String {
        switch self {
        case .thumbsUp: "Thumbs up"
        case .celebrate: "Celebrate"
        case .heart: "Love it"
        case .laugh: "Funny"
        case .surprised: "Surprised"
        }
    }
}

/// A comment on an announcement.
public struct AnnouncementComment: Codable, Hashable, Sendable, Identifiable {
    /// The comment's id.
    public var id: UUID
    /// The account that wrote it.
    public var author: UUID
    /// Its name when they wrote it.
    public var authorName: String
    /// What it says, in Markdown.
    public var body: String
    /// When it was written.
    public var createdAt: Date

    /// A comment.
    public init(id: UUID, author: UUID, authorName: String, body: String, createdAt: Date) {
        self.id = id
        self.author = author
        self.authorName = authorName
        self.body = body
        self.createdAt = createdAt
    }
}

/// The body of `POST /api/announcements/{id}/comments`.
public struct NewComment: Codable, Hashable, Sendable {
    /// What it says, in Markdown; not blank, at most `maxBody` characters.
    public var body: String

    /// A comment to post.
    public init(body: String) {
        self.body = body
    }

    /// The longest comment.
    public static let maxBody = 2_000

    /// What is wrong with it, as a sentence naming `body`; empty when it will do.
    public var problems: [RuleProblem] {
        if body.allSatisfy(\.isWhitespace) { return [RuleProblem("body", "body must not be blank.")] }
        if body.count > Self.maxBody {
            return [RuleProblem("body", "body must be at most \(Self.maxBody.formatted()) characters.")]
        }
        if body.utf8.contains(0) { return [RuleProblem("body", "body must not contain the NUL character.")] }
        return []
    }
}

/// How many gave one reaction, and whether the reader is among them.
public struct ReactionCount: Codable, Hashable, Sendable {
    /// The reaction.
    public var reaction: AnnouncementReaction
    /// How many gave it.
    public var count: Int
    /// Whether the reader gave it.
    public var mine: Bool

    /// A count.
    public init(reaction: AnnouncementReaction, count: Int, mine: Bool) {
        self.reaction = reaction
        self.count = count
        self.mine = mine
    }
}

/// A person, by account, and when they did something.
public struct PersonAt: Codable, Hashable, Sendable {
    /// Their account.
    public var user: UUID
    /// Their name.
    public var name: String
    /// When; `nil` (sent as `null`) for someone who has not.
    public var at: Date?

    /// A person.
    public init(user: UUID, name: String, at: Date?) {
        self.user = user
        self.name = name
        self.at = at
    }

    /// Writes every key, an empty `at` as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(user, forKey: .user)
        try container.encode(name, forKey: .name)
        try container.encode(at, forKey: .at)
    }
}

/// What is said around an announcement (`GET /api/announcements/{id}/conversation`): its comments,
/// reactions, and whether the reader is asked to confirm they read it — and, for administrators,
/// who has and who has not.
public struct AnnouncementConversation: Codable, Hashable, Sendable {
    /// The comments, oldest first.
    public var comments: [AnnouncementComment]
    /// Every reaction, with its count (zero included).
    public var reactions: [ReactionCount]
    /// Whether the reader is asked to confirm they have read it: everyone but its author, when an
    /// administrator asks.
    public var needsConfirmation: Bool
    /// When the reader confirmed; `nil` (sent as `null`) when they have not.
    public var confirmedAt: Date?
    /// For administrators, when confirmation is asked: who confirmed and who has not yet, by name;
    /// `nil` (sent as `null`) otherwise.
    public var confirmed: [PersonAt]?
    /// For administrators: who has not confirmed yet.
    public var notConfirmed: [PersonAt]?

    /// A conversation.
    public init(
        comments: [AnnouncementComment], reactions: [ReactionCount], needsConfirmation: Bool, confirmedAt: Date?,
        confirmed: [PersonAt]? = nil, notConfirmed: [PersonAt]? = nil
    ) {
        self.comments = comments
        self.reactions = reactions
        self.needsConfirmation = needsConfirmation
        self.confirmedAt = confirmedAt
        self.confirmed = confirmed
        self.notConfirmed = notConfirmed
    }

    /// Writes every key, empty optionals as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(comments, forKey: .comments)
        try container.encode(reactions, forKey: .reactions)
        try container.encode(needsConfirmation, forKey: .needsConfirmation)
        try container.encode(confirmedAt, forKey: .confirmedAt)
        try container.encode(confirmed, forKey: .confirmed)
        try container.encode(notConfirmed, forKey: .notConfirmed)
    }
}
