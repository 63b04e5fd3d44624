import Foundation
import MyBizAPI

/// Where people's answers to events are kept.
protocol EventResponseRepository: Sendable {
    /// Everyone's answer to event `id`, by name.
    func responses(to id: UUID) async throws -> [EventResponse]
    /// Sets `account`'s answer to event `id`; `false` when there is no such event.
    func answer(_ answer: EventAnswer, to id: UUID, by account: UUID, at date: Date) async throws -> Bool
    /// Withdraws `account`'s answer to event `id`.
    func withdraw(from id: UUID, by account: UUID) async throws
}
