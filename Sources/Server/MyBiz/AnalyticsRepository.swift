import Foundation
import MyBizAPI

/// Where analytics events are kept and summed up.
protocol AnalyticsRepository: Sendable {
    /// Stores `events` in one transaction: all of them or none.
    func store(_ events: [StoredAnalyticsEvent]) async throws
    /// Stores `events` (all from `key.user`) once per `key`, atomically: when `key` was stored
    /// before, stores nothing and returns how many that earlier batch had; otherwise returns `nil`.
    func store(_ events: [StoredAnalyticsEvent], once key: BatchKey) async throws -> Int?
    /// Stored events, newest first.
    func events(limit: Int, offset: Int) async throws -> [StoredAnalyticsEvent]
    /// Usage in the period `from ..< to` by the time each event happened on its device.
    func usage(in period: Range<Date>) async throws -> AnalyticsUsage
}

/// The raw counts behind a summary, before the five main screens are added in.
struct AnalyticsUsage: Sendable, Equatable {
    /// Screen views and unique users per screen name.
    var screens: [AnalyticsSummary.ScreenUsage]
    /// Events per name and type.
    var events: [AnalyticsSummary.EventCount]
    /// Screen views per day, counted from the period's first day (0 is its first day, in UTC).
    var viewsByDay: [Int: Int]
}

/// A batch's idempotency key, scoped to the user who sent it. A key names one batch: sent again,
/// its reports are not stored again.
struct BatchKey: Sendable, Hashable {
    let user: UUID
    let key: String
}
