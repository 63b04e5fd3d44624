import Foundation

/// Whether someone comes to an event.
public enum EventAnswer: String, Codable, Hashable, Sendable, CaseIterable {
    case going
    case maybe
    case notGoing

    /// The words a person reads: "Going", "Maybe", "Not going".
    public var label: String {
        switch self {
        case .going: "Going"
        case .maybe: "Maybe"
        case .notGoing: "Not going"
        }
    }
}

/// The body of `PUT /api/events/{id}/response`: the signed-in person's answer.
public struct EventResponseChange: Codable, Hashable, Sendable {
    /// Their answer.
    public var answer: EventAnswer

    /// An answer.
    public init(answer: EventAnswer) {
        self.answer = answer
    }
}

/// One person's answer to an event: `GET /api/events/{id}/responses`.
public struct EventResponse: Codable, Hashable, Sendable {
    /// The account that answered.
    public var user: UUID
    /// Their name.
    public var name: String
    /// What they answered.
    public var answer: EventAnswer
    /// When they last answered.
    public var answeredAt: Date

    /// An answer.
    public init(user: UUID, name: String, answer: EventAnswer, answeredAt: Date) {
        self.user = user
        self.name = name
        self.answer = answer
        self.answeredAt = answeredAt
    }
}
