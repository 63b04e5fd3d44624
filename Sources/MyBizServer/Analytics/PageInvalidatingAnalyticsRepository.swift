import Foundation
import MyBizAPI
import WebPages

/// An `AnalyticsRepository` that drops the dashboard's kept pages after every store is committed — so
/// no way of reporting (the API, the web pages' scripts) can forget to, and the dashboard shows a
/// report the moment its `200` is sent.
struct PageInvalidatingAnalyticsRepository: AnalyticsRepositoryDecorator {
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
}
