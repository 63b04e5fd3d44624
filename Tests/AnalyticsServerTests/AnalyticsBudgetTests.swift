import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerTestSupport
import Testing

@testable import AnalyticsServer
@testable import MyBizServer
@testable import ServerHTTP

@Suite("An account's analytics budget: reports a minute and name and type pairs a day, then 429")
struct AnalyticsBudgetTests {
    /// 2026-11-22T09:30:00Z.
    static let morning = Date(timeIntervalSince1970: 1_795_339_800)

    static func events(_ count: Int, types: (Int) -> String = { _ in "screenView" }) -> [StoredAnalyticsEvent] {
        (0..<count).map { index in
            StoredAnalyticsEvent(
                id: UUID(), name: "calendarShown", user: UUID(), eventDate: morning, recordedDate: morning,
                type: types(index), duration: nil, device: nil, os: nil, appVersion: nil)
        }
    }

    @Test(
        "Given 600 reports a minute, then a 601st waits until the bucket has refilled, and other accounts are not held")
    func rate() throws {
        let budget = AnalyticsBudget(AnalyticsBudgetLimits(reportsPerMinute: 600, pairsPerDay: 10))
        let (one, other) = (UUID(), UUID())
        try budget.spend(Self.events(500), by: one, at: Self.morning)
        try budget.spend(Self.events(100), by: one, at: Self.morning)
        // When one more comes at once, then it is refused, saying when there is room
        #expect(throws: APIError.self) { try budget.spend(Self.events(1), by: one, at: Self.morning) }
        do {
            try budget.spend(Self.events(20), by: one, at: Self.morning)
        } catch {
            #expect(error.status == .tooManyRequests && error.retryAfter == 2)
            #expect(
                error.reason
                    == "This account sent more than 600 analytics reports in a minute, the most it may; nothing of this request was stored. Send it again in 2 seconds."
            )
        }
        try budget.spend(Self.events(500), by: other, at: Self.morning)
        // And two seconds later 20 more go, a minute later a whole batch
        try budget.spend(Self.events(20), by: one, at: Self.morning.addingTimeInterval(2))
        try budget.spend(Self.events(500), by: one, at: Self.morning.addingTimeInterval(62))
    }

    @Test("Given 3 pairs a day, then a fourth is refused until midnight UTC while the three go on")
    func pairs() throws {
        let budget = AnalyticsBudget(AnalyticsBudgetLimits(reportsPerMinute: 6_000, pairsPerDay: 3))
        let user = UUID()
        try budget.spend(Self.events(3) { "type\($0)" }, by: user, at: Self.morning)
        do {
            try budget.spend(Self.events(2) { "type\($0 + 2)" }, by: user, at: Self.morning)
            Issue.record("a fourth pair was taken")
        } catch {
            // 09:30 UTC: midnight is 14 hours 30 minutes away
            #expect(error.status == .tooManyRequests && error.retryAfter == 52_200)
            #expect(
                error.reason
                    == "This account may report 3 different event names and types a day (UTC), and this request would make 4; nothing of it was stored. Reports of the 3 already sent today are still taken; new ones are again from midnight UTC, in 14 hours."
            )
        }
        try budget.spend(Self.events(30) { "type\($0 % 3)" }, by: user, at: Self.morning)
        let tomorrow = Self.morning.addingTimeInterval(86_400)
        try budget.spend(Self.events(3) { "other\($0)" }, by: user, at: tomorrow)
    }

    @Test("Given a request that alone holds more pairs than a day allows, then it is a 400: no wait would let it in")
    func tooManyPairsAtOnce() {
        let budget = AnalyticsBudget(AnalyticsBudgetLimits(reportsPerMinute: 6_000, pairsPerDay: 3))
        do {
            try budget.spend(Self.events(4) { "type\($0)" }, by: UUID(), at: Self.morning)
            Issue.record("four pairs were taken")
        } catch {
            #expect(error.status == .badRequest && error.retryAfter == nil)
            #expect(
                error.reason
                    == "A request may hold at most 3 different event names and types, the most an account may report in a day; this one holds 4, so nothing of it was stored. Send them in smaller batches."
            )
        }
    }

    @Test("Given what a request took, when it stored nothing after all, then it is given back")
    func refund() throws {
        let budget = AnalyticsBudget(AnalyticsBudgetLimits(reportsPerMinute: 500, pairsPerDay: 3))
        let user = UUID()
        let receipt = try budget.spend(Self.events(500) { "type\($0 % 3)" }, by: user, at: Self.morning)
        budget.refund(receipt)
        try budget.spend(Self.events(500) { "other\($0 % 3)" }, by: user, at: Self.morning)
    }

    @Test(
        "Given one member sending 2,000 different types in batches and one by one, then beyond the budget each is a 429 with Retry-After, nothing of it stored",
        arguments: TestDatabase.available)
    func overTheAPI(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let token = try await client.token(for: fixture.member)
            var statuses: [HTTPResponse.Status: Int] = [:]
            for batch in 0..<4 {
                let reports = (0..<500).map { index in
                    AnalyticsReport(
                        name: "tapped", recordedDate: Self.morning, type: "t\(batch * 500 + index)", appVersion: "1")
                }
                let answer = try await client.call(MyBizPath.analyticsBatch, token: token, body: reports)
                statuses[answer.status, default: 0] += 1
            }
            #expect(statuses == [.badRequest: 4], "500 pairs at once are more than 200 a day")
            // A batch within the budget is taken; past it, even one report of a new pair is refused
            let fine = (0..<200).map {
                AnalyticsReport(name: "tapped", recordedDate: Self.morning, type: "t\($0)", appVersion: "1")
            }
            #expect(try await client.call(MyBizPath.analyticsBatch, token: token, body: fine).status == .ok)
            let single = try await client.call(
                MyBizPath.analytics, token: token,
                body: AnalyticsReport(name: "tapped", recordedDate: Self.morning, type: "one more", appVersion: "1"))
            #expect(single.status == .tooManyRequests && single.headers[.retryAfter] != nil)
            #expect(
                single.errorReason?.hasPrefix("This account may report 200 different event names and types") == true)
            let known = try await client.call(
                MyBizPath.analytics, token: token,
                body: AnalyticsReport(name: "tapped", recordedDate: Self.morning, type: "t7", appVersion: "1"))
            #expect(known.status == .ok, "a pair already reported today is still taken")
            let admin = try await client.token(for: fixture.admin)
            let stored = try await client.call("/api/analytics?limit=1000", token: admin)
                .myBizDecoded([StoredAnalyticsEvent].self)
            #expect(stored.count == 201)
        }
    }

    @Test(
        "Given a keyed batch stored, when it is sent again past the budget, then it is answered as stored, costing nothing",
        arguments: TestDatabase.available)
    func replayPastTheBudget(database: TestDatabase) async throws {
        let budget = AnalyticsBudgetLimits(reportsPerMinute: 500, pairsPerDay: 200)
        try await MyBizApp.test(database: database, analyticsBudget: budget) { client, fixture in
            let token = try await client.token(for: fixture.member)
            let reports = (0..<500).map { _ in
                AnalyticsReport(name: "tapped", recordedDate: Self.morning, type: "buttonTap", appVersion: "1")
            }
            let json = String(decoding: try MyBizJSON.encoder().encode(reports), as: UTF8.self)
            func send() async throws -> TestResponse {
                try await client.execute(
                    uri: MyBizPath.analyticsBatch, method: .post,
                    headers: [
                        .authorization: "Bearer \(token)", .contentType: "application/json", .idempotencyKey: "batch-1",
                    ], body: ByteBuffer(string: json))
            }
            // Given a whole minute's budget spent on one keyed batch
            #expect(try await send().status == .ok)
            // When it is sent again, as after a lost answer, then it is the first answer, replayed
            let again = try await send()
            #expect(again.status == .ok && again.headers[.idempotentReplayed] == "true")
            // And a new batch is still past the budget (100 reports take 12 s to come back)
            let other = try await client.call(MyBizPath.analyticsBatch, token: token, body: Array(reports.prefix(100)))
            #expect(other.status == .tooManyRequests)
        }
    }
}
