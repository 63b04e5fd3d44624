import Foundation
import MyBizAPI

/// An event as a subscribed calendar sees it: how often it changed (`SEQUENCE`), when last, and
/// when it was cancelled, if it was.
struct FeedEvent: Sendable, Equatable {
    let event: Event
    /// How many times it was changed (or cancelled) since it was added.
    let sequence: Int
    /// When it was last changed; `nil` when never.
    let modifiedAt: Date?
    /// When it was cancelled; `nil` while it stands.
    let cancelledAt: Date?
}

/// Whose secret calendar address a token is, and the time zone the feed's times are written in.
struct FeedOwner: Sendable, Equatable {
    let account: UUID
    let name: String
    let username: String
    let zone: TimeZone
}

/// A person's answer to an event, and when they gave it: an answer changes how the event shows in
/// their calendar, so it dates the event's last change there too.
struct FeedAnswer: Sendable, Equatable {
    let answer: EventAnswer
    let answeredAt: Date
}
