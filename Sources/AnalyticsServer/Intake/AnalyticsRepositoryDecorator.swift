import Foundation
import MyBizAPI

/// An `AnalyticsRepository` that changes how another stores and reads through it as it is: the
/// reads are written here once, for every such wrapper (group commit, page invalidation).
protocol AnalyticsRepositoryDecorator: AnalyticsRepository {
    /// The repository underneath.
    var base: any AnalyticsRepository { get }
}

extension AnalyticsRepositoryDecorator {
    func storedBatch(_ key: BatchKey, events: [StoredAnalyticsEvent]) async throws -> BatchStorage? {
        try await base.storedBatch(key, events: events)
    }

    func events(limit: Int, offset: Int) async throws -> [StoredAnalyticsEvent] {
        try await base.events(limit: limit, offset: offset)
    }

    func usage(in period: Range<Date>) async throws -> AnalyticsUsage {
        try await base.usage(in: period)
    }

    func breakdown(in period: Range<Date>) async throws -> AnalyticsBreakdown {
        try await base.breakdown(in: period)
    }

    func usageAndBreakdown(in period: Range<Date>) async throws -> (
        usage: AnalyticsUsage, breakdown: AnalyticsBreakdown
    ) {
        try await base.usageAndBreakdown(in: period)
    }
}
