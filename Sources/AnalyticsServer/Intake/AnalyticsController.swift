import Foundation
import Hummingbird
import MyBizAPI
import NIOCore
import ServerHTTP
import ServerObservability
import ServerSecurity
import WebPages

/// Analytics: reports in, one at a time or in batches; the raw list and the per-screen summary out.
struct AnalyticsController: Sendable {
    let analytics: any AnalyticsRepository
    /// The time now.
    let clock: @Sendable () -> Date
    /// Whether anyone, logged in or not, may read the raw list (the book's browser workflow).
    let openList: Bool
    /// Where reports stored are counted.
    let metrics: ServerMetrics
    /// How much each account may report.
    let budget: AnalyticsBudget

    /// Reports in the MyBiz dialect of JSON, as the apps send them.
    private static let bodies = JSONRequestBody(decoder: MyBizJSON.decoder())

    /// The largest batch body read: 500 reports at their largest fit well within it.
    static let maxBatchBytes = 1_048_576

    /// The raw list when it is open to anyone (`openList`); nothing otherwise.
    func addPublicRoutes(to api: RouterGroup<AnalyticsRequestContext>) {
        if openList { api.get(RouterPath(MyBizPath.analytics)) { request, _ in try await list(request) } }
    }

    /// One report in (`POST /api/analytics`): `api` must be behind a login — a bearer token, or the
    /// web app's session for its own pages.
    func addReportRoute(to api: RouterGroup<AnalyticsRequestContext>) {
        api.post(RouterPath(MyBizPath.analytics)) { request, context in try await storeOne(request, context) }
    }

    /// Batches in, the summary, and the raw list for admins: `api` must be behind a bearer login.
    func addRoutes(to api: RouterGroup<AnalyticsRequestContext>) {
        api.post(RouterPath(MyBizPath.analyticsBatch)) { request, context in try await storeBatch(request, context) }
        let readers = api.administrators(refusing: Self.forbidden)
        if !openList {
            readers.get(RouterPath(MyBizPath.analytics)) { request, _ in try await list(request) }
        }
        readers.get(RouterPath(MyBizPath.analyticsSummary)) { request, _ in try await summary(request) }
    }

    /// Why a member may not read analytics.
    static let forbidden = APIError(.forbidden, "Only administrators can read analytics.")

    private func storeOne(_ request: Request, _ context: AnalyticsRequestContext) async throws
        -> StoredAnalyticsEventAnswer
    {
        let account = try context.person()
        let body = try await JSONRequestBody.body(of: request)
        let report =
            try AnalyticsReportReader.report(in: body) ?? Self.bodies.decode(AnalyticsReport.self, from: body)
        let now = clock()
        if let problem = AnalyticsReportRules.problem(in: report, now: now) { throw APIError.badRequest(problem) }
        let event = Self.event(report, id: UUID.random(), user: account.id, receivedAt: now)
        _ = try await spending([event], by: account.id, at: now) {
            try await analytics.store([event])
            return .stored
        }
        metrics.count("mybiz_analytics_reports_stored_total")
        return StoredAnalyticsEventAnswer(event: event)
    }

    private func storeBatch(_ request: Request, _ context: AnalyticsRequestContext) async throws -> Response {
        let account = try context.person()
        let body = try await JSONRequestBody.body(of: request, limit: Self.maxBatchBytes)
        let (user, now, key) = (account.id, clock(), request.headers[.idempotencyKey])
        let (events, batch) = try await CPUWork.run { try Self.batch(in: body, user: user, now: now, key: key) }
        guard let batch else {
            _ = try await spending(events, by: user, at: now) {
                try await analytics.store(events)
                return .stored
            }
            return try answer(.stored, events.count, request, context)
        }
        let storage: BatchStorage
        do {
            storage = try await spending(events, by: user, at: now) { try await analytics.store(events, once: batch) }
        } catch let refusal as APIError where refusal.status == .tooManyRequests {
            // A batch sent again because its answer was lost is answered as it was, whatever the budget.
            guard let earlier = try await analytics.storedBatch(batch, events: events) else { throw refusal }
            storage = earlier
        }
        return try answer(storage, events.count, request, context)
    }

    /// The answer to a batch of `count` reports that storing it under its key gave.
    private func answer(_ storage: BatchStorage, _ count: Int, _ request: Request, _ context: AnalyticsRequestContext)
        throws -> Response
    {
        switch storage {
        case .stored:
            metrics.count("mybiz_analytics_reports_stored_total", by: count)
            return try BatchAcceptance(accepted: count).response(from: request, context: context)
        case .repeated(let count):
            var response = try BatchAcceptance(accepted: count).response(from: request, context: context)
            response.headers[.idempotentReplayed] = "true"
            return response
        case .keyUsedForAnotherBatch:
            throw APIError(
                .unprocessableContent,
                "This Idempotency-Key was used for a different batch; nothing was stored. Send a new batch under a new key."
            )
        }
    }

    /// The events of the batch `body` holds, sent by `user` and received `now`, and the key they are
    /// stored once under when the request has one.
    ///
    /// - Throws: `APIError` naming the first report, or the key, that breaks a rule.
    private static func batch(in body: ByteBuffer, user: UUID, now: Date, key: String?) throws
        -> ([StoredAnalyticsEvent], BatchKey?)
    {
        let reports =
            try AnalyticsReportReader.reports(in: body) ?? Self.bodies.decode([AnalyticsReport].self, from: body)
        guard !reports.isEmpty else { throw APIError.badRequest("A batch needs at least one report.") }
        if let problem = AnalyticsReportRules.batchProblem(count: reports.count) {
            throw APIError(.contentTooLarge, problem)
        }
        for (index, report) in reports.enumerated() {
            if let problem = AnalyticsReportRules.problem(in: report, now: now, prefix: "[\(index)].") {
                throw APIError.badRequest(problem)
            }
        }
        let events = zip(reports, UUID.random(count: reports.count)).map { report, id in
            Self.event(report, id: id, user: user, receivedAt: now)
        }
        guard let key else { return (events, nil) }
        guard (1...AnalyticsLimits.maxIdempotencyKeyLength).contains(key.count) else {
            throw APIError.badRequest("The Idempotency-Key header must be 1 to 200 characters.")
        }
        return (events, BatchKey(user: user, key: key, fingerprint: BatchFingerprint.of(reports)))
    }

    /// Takes `events` from `user`'s budget (counting a refusal), then stores them with `store`; when
    /// that stores nothing — it throws, or finds the batch stored before under its key — the budget is
    /// given back: nothing stored costs nothing.
    private func spending(
        _ events: [StoredAnalyticsEvent], by user: UUID, at now: Date, _ store: () async throws -> BatchStorage
    ) async throws -> BatchStorage {
        let receipt: AnalyticsBudget.Receipt
        do {
            receipt = try budget.spend(events, by: user, at: now)
        } catch {
            metrics.count("mybiz_analytics_reports_over_budget_total", by: events.count)
            throw error
        }
        do {
            let storage = try await store()
            if storage != .stored { budget.refund(receipt) }
            return storage
        } catch {
            budget.refund(receipt)
            throw error
        }
    }

    private func list(_ request: Request) async throws -> [StoredAnalyticsEvent] {
        let limit = try Self.integer("limit", in: request, default: 100, range: 1...AnalyticsLimits.maxEventsPerRequest)
        let offset = try Self.integer("offset", in: request, default: 0, range: 0...AnalyticsLimits.maxEventsOffset)
        return try await analytics.events(limit: limit, offset: offset)
    }

    private func summary(_ request: Request) async throws -> AnalyticsSummary {
        let now = clock()
        let givenTo = try Self.date("to", in: request, endOfDay: true)
        let givenFrom = try Self.date("from", in: request, endOfDay: false)
        // Without either: the dashboard's default, today and the six days before (UTC).
        let standard = AnalyticsSummaryBuilder.lastDays(7, endingOn: now)
        let to = givenTo ?? (givenFrom == nil ? standard.upperBound : now)
        let from = givenFrom ?? (givenTo == nil ? standard.lowerBound : to.addingTimeInterval(-7 * 86_400))
        guard from < to else { throw APIError.badRequest("from must be before to.") }
        guard to.timeIntervalSince(from) <= Double(AnalyticsSummaryBuilder.maxDays) * 86_400 else {
            throw APIError.badRequest("A summary covers at most \(AnalyticsSummaryBuilder.maxDays) days.")
        }
        let usage = try await analytics.usage(in: from..<to)
        return AnalyticsSummaryBuilder.summary(usage, period: from..<to)
    }

    private static func event(_ report: AnalyticsReport, id: UUID, user: UUID, receivedAt: Date) -> StoredAnalyticsEvent
    {
        StoredAnalyticsEvent(
            id: id, name: report.name, user: user, eventDate: receivedAt, recordedDate: report.recordedDate,
            type: report.type, duration: report.duration, device: report.device, os: report.os,
            appVersion: report.appVersion)
    }

    private static func integer(_ name: String, in request: Request, default value: Int, range: ClosedRange<Int>)
        throws -> Int
    {
        guard let text = request.uri.queryParameters[name[...]].map(String.init) else { return value }
        guard let number = Int(text), range.contains(number) else {
            throw APIError.badRequest("\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound).")
        }
        return number
    }

    /// A date-time such as 2026-11-22T09:30:00Z, or a day such as 2026-11-22 — its start, or for
    /// `to` its end, so `from=2026-11-22&to=2026-11-22` is that whole day.
    private static func date(_ name: String, in request: Request, endOfDay: Bool) throws -> Date? {
        guard let text = request.uri.queryParameters[name[...]].map(String.init) else { return nil }
        if let date = MyBizJSON.periodEdge(text, end: endOfDay) { return date }
        throw APIError.badRequest("\(name) must be a date such as 2026-11-22 or 2026-11-22T09:30:00Z.")
    }
}
