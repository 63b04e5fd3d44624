import Foundation
import MyBizAPI

/// The secret calendar addresses, and what the feeds show: events with their revisions, the recently
/// cancelled ones, and each person's answers.
protocol CalendarFeedRepository: Sendable {
    /// When `account`'s current address was made and the zone its times are written in, if it has one.
    func feed(of account: UUID) async throws -> (createdAt: Date, zone: TimeZone)?
    /// Gives `account` the address whose token hashes to `tokenHash`, its times in `zone`; the one
    /// it had stops working.
    func replaceFeed(of account: UUID, tokenHash: String, zone: String, at date: Date) async throws
    /// Turns `account`'s address off.
    func removeFeed(of account: UUID) async throws
    /// Whose address `tokenHash` is — an enabled account of the company's only.
    func owner(ofTokenHash tokenHash: String) async throws -> FeedOwner?
    /// Every standing event, and those cancelled since `since`.
    func events(cancelledSince since: Date) async throws -> [FeedEvent]
    /// `account`'s answer to each event it answered.
    func answers(of account: UUID) async throws -> [UUID: FeedAnswer]
}
