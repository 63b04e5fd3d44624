import Foundation

/// What a person may be told in their inbox; each can be turned off in Settings.
public enum NotificationKind: String, Codable, Hashable, Sendable, CaseIterable {
    /// An order waits for their decision.
    case approvalWaiting
    /// Their order was approved or rejected.
    case approvalDecided
    /// Someone commented on their announcement.
    case comment
    /// A new announcement was posted.
    case announcement
    /// An event they answered changed.
    case eventChanged

    /// What the Settings page calls it.
    public var label: String {
        switch self {
        case .approvalWaiting: "An order waits for my approval"
        case .approvalDecided: "My order is approved or rejected"
        case .comment: "Someone comments on my announcement"
        case .announcement: "A new announcement is posted"
        case .eventChanged: "An event I answered changes"
        }
    }
}

/// One thing a person was told.
public struct InboxItem: Codable, Hashable, Sendable, Identifiable {
    /// The item's id.
    public var id: UUID
    /// What kind of thing.
    public var kind: NotificationKind
    /// What happened, as a sentence.
    public var text: String
    /// Where to see it: a path of this site.
    public var link: String
    /// When.
    public var createdAt: Date
    /// Whether they have seen it in their inbox.
    public var read: Bool

    /// An item.
    public init(id: UUID, kind: NotificationKind, text: String, link: String, createdAt: Date, read: Bool) {
        self.id = id
        self.kind = kind
        self.text = text
        self.link = link
        self.createdAt = createdAt
        self.read = read
    }
}

/// `GET /api/inbox`: the newest items and how many are unread.
public struct Inbox: Codable, Hashable, Sendable {
    /// The newest items first, at most `InboxItem` 50.
    public var items: [InboxItem]
    /// How many items are unread.
    public var unread: Int

    /// An inbox.
    public init(items: [InboxItem], unread: Int) {
        self.items = items
        self.unread = unread
    }

    /// How many items an inbox shows.
    public static let shown = 50
}

/// `GET`/`PUT /api/inbox/settings`: the kinds a person does not want to be told of.
public struct NotificationSettings: Codable, Hashable, Sendable {
    /// The kinds turned off.
    public var muted: [NotificationKind]

    /// Settings.
    public init(muted: [NotificationKind]) {
        self.muted = muted
    }
}
