import Foundation
import MyBizAPI

/// Where analytics events are kept and summed up.
protocol AnalyticsRepository: Sendable {
    /// Stores `events` in one transaction: all of them or none.
    func store(_ events: [StoredAnalyticsEvent]) async throws
    /// Stores `events` (all from `key.user`) once per `key`, atomically: when `key` was stored
    /// before, stores nothing and says whether that batch was this one (and how many it had) or
    /// another.
    func store(_ events: [StoredAnalyticsEvent], once key: BatchKey) async throws -> BatchStorage
    /// What storing `events` under `key` now would find: `nil` when nothing is stored under the key,
    /// else that batch stored before — this one (`repeated`) or another. Changes nothing.
    func storedBatch(_ key: BatchKey, events: [StoredAnalyticsEvent]) async throws -> BatchStorage?
    /// Stored events, newest first.
    func events(limit: Int, offset: Int) async throws -> [StoredAnalyticsEvent]
    /// Usage in the period `from ..< to` by the time each event happened on its device.
    func usage(in period: Range<Date>) async throws -> AnalyticsUsage
    /// Screen views in the period in all, and by device, operating system and app version.
    func breakdown(in period: Range<Date>) async throws -> AnalyticsBreakdown
    /// `usage(in:)` and `breakdown(in:)` of the same period, sharing what both count.
    func usageAndBreakdown(in period: Range<Date>) async throws -> (
        usage: AnalyticsUsage, breakdown: AnalyticsBreakdown
    )
}

extension AnalyticsRepository {
    func usageAndBreakdown(in period: Range<Date>) async throws -> (
        usage: AnalyticsUsage, breakdown: AnalyticsBreakdown
    ) {
        async let usage = usage(in: period)
        async let breakdown = breakdown(in: period)
        return (try await usage, try await breakdown)
    }
}

/// Screen views in a period: how many, by how many people, of how many screens, and where from.
struct AnalyticsBreakdown: Sendable, Equatable {
    /// A value of a report field and the screen views that carried it, most first.
    struct Share: Sendable, Equatable {
        /// The device, OS or app version; empty when the reports did not say.
        let value: String
        let views: Int
    }

    var views: Int
    /// Different people who viewed a screen.
    var users: Int
    /// Different screens viewed.
    var screens: Int
    var devices: [Share]
    var systems: [Share]
    var versions: [Share]
}

/// The raw counts behind a summary, before the five main screens are added in.
struct AnalyticsUsage: Sendable, Equatable {
    /// Screen views and unique users per screen name.
    var screens: [AnalyticsSummary.ScreenUsage]
    /// Events per name and type, most reported first (then by name and type), at most
    /// `AnalyticsLimits.summaryEvents` of them.
    var events: [AnalyticsSummary.EventCount]
    /// Screen views per day, counted from the period's first day (0 is its first day, in UTC).
    var viewsByDay: [Int: Int]
    /// Every name and type pair reported in the period, listed or not, and their reports in all.
    var eventTotals: EventTotals

    /// How many name and type pairs a period has, and their reports in all.
    struct EventTotals: Sendable, Equatable {
        var pairs: Int
        var reports: Int
    }
}

/// A batch's idempotency key, scoped to the user who sent it. A key names one batch: sent again,
/// its reports are not stored again; a different batch under it is refused.
struct BatchKey: Sendable, Hashable {
    let user: UUID
    let key: String
    /// What the batch held (`BatchFingerprint`), to tell a repeat from another batch under the key.
    let fingerprint: String
}

/// What storing a batch under its key did.
enum BatchStorage: Sendable, Equatable {
    /// The batch was stored now.
    case stored
    /// The same batch was stored before, with this many reports; nothing was stored now.
    case repeated(count: Int)
    /// A different batch was stored under the key before; nothing was stored now.
    case keyUsedForAnotherBatch
}
