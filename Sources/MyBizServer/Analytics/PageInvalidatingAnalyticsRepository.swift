import Foundation
import MyBizAPI
import WebPages

/// An `AnalyticsRepository` that drops the dashboard's kept pages after every store is committed — so
/// no way of reporting (the API, the web pages' scripts) can forget to, and the dashboard shows a
/// report the moment its `200` is sent.
struct PageInvalidatingAnalyticsRepository: AnalyticsRepository {
    let base: any AnalyticsRepository
    /// The dashboard's pages.
    let pages: RenderedPages

    func store(_ events: [StoredAnalyticsEvent]) async throws {
        try await base.store(events)
        pages.dataChanged()
    }

    func store(_ events: [StoredAnalyticsEvent], once key: BatchKey) async throws -> BatchStorage {
        let storage = try await base.store(events, once: key)
        pages.dataChanged()
        return storage
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
}
