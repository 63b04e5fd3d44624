import Foundation
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import NIOCore
import NIOFoundationCompat
import ServerTestSupport
import Testing

@testable import AnalyticsServer
@testable import MyBizServer

@Suite("MyBiz analytics: single and batch ingestion, the list, the summary")
struct MyBizAnalyticsTests {

    @Test(
        "one report is stored with the caller as user and the server's time as eventDate",
        arguments: TestDatabase.available)
    func single(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let token = try await client.token(for: fixture.member)
            let response = try await client.call("/api/analytics", token: token, body: MyBizApp.report("calendarShown"))
            #expect(response.status == .ok)
            let stored = try response.myBizDecoded(StoredAnalyticsEvent.self)
            #expect(stored.user == fixture.member.id && stored.name == "calendarShown" && stored.type == "screenView")
            #expect(stored.recordedDate == MyBizApp.morning && abs(stored.eventDate.timeIntervalSinceNow) < 60)
            #expect(stored.duration == 1.5 && stored.device == "iPhone16,1" && stored.os == "iOS 18.1")
            let admin = try await client.token(for: fixture.admin)
            let listed = try await client.call("/api/analytics", token: admin).myBizDecoded([StoredAnalyticsEvent].self)
            #expect(listed == [stored])
        }
    }

    @Test("a report without its optional fields stores null for them")
    func minimal() async throws {
        try await MyBizApp.test { client, fixture in
            let token = try await client.token(for: fixture.member)
            let response = try await client.call(
                "/api/analytics", .post, token: token,
                json: #"{"name": "loginShown", "recordedDate": "2026-11-22T09:30:00.250+01:00", "type": "screenView"}"#)
            #expect(response.status == .ok)
            #expect(response.text.contains(#""device":null"#) && response.text.contains(#""duration":null"#))
            #expect(response.text.contains(#""recordedDate":"2026-11-22T08:30:00Z""#))
        }
    }

    @Test(
        "a bad report is a 400 naming the field",
        arguments: [
            (MyBizApp.report("", type: "screenView"), "name must be 1 to 40 letters, digits or underscores."),
            (MyBizApp.report("calendar shown"), "name must be 1 to 40 letters, digits or underscores."),
            (
                MyBizApp.report(String(repeating: "a", count: 41)),
                "name must be 1 to 40 letters, digits or underscores."
            ),
            (MyBizApp.report("calendarShown", type: " "), "type must be 1 to 40 characters."),
            (
                MyBizApp.report("calendarShown", type: String(repeating: "t", count: 41)),
                "type must be 1 to 40 characters."
            ),
            (
                AnalyticsReport(
                    name: "a", recordedDate: MyBizApp.morning, type: "t", device: String(repeating: "d", count: 101)),
                "device must be at most 100 characters."
            ),
            (
                AnalyticsReport(
                    name: "a", recordedDate: MyBizApp.morning, type: "t", appVersion: String(repeating: "9", count: 101)
                ),
                "appVersion must be at most 100 characters."
            ),
            (
                AnalyticsReport(name: "a", recordedDate: MyBizApp.morning, type: "t", duration: -1),
                "duration must be 0 or more seconds."
            ),
            (
                MyBizApp.report("calendarShown", at: Date().addingTimeInterval(2 * 86_400)),
                "recordedDate must not be more than 1 day in the future."
            ),
        ])
    func invalid(report: AnalyticsReport, reason: String) async throws {
        try await MyBizApp.test { client, fixture in
            let token = try await client.token(for: fixture.member)
            let response = try await client.call("/api/analytics", token: token, body: report)
            #expect(response.status == .badRequest)
            #expect(response.errorReason == reason)
        }
    }

    @Test(
        "a batch is stored whole, or — with one bad report — not at all, naming its index",
        arguments: TestDatabase.available)
    func batch(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let token = try await client.token(for: fixture.member)
            let admin = try await client.token(for: fixture.admin)
            let good = (0..<3).map { MyBizApp.report("screen\($0)") }
            let refused = try await client.call(
                "/api/analytics/batch", token: token, body: good + [MyBizApp.report("bad-name")] + good)
            #expect(refused.status == .badRequest)
            #expect(refused.errorReason == "[3].name must be 1 to 40 letters, digits or underscores.")
            #expect(try await client.call("/api/analytics", token: admin).text == "[]")

            let accepted = try await client.call("/api/analytics/batch", token: token, body: good)
            #expect(accepted.status == .ok)
            #expect(try accepted.myBizDecoded(BatchAcceptance.self) == BatchAcceptance(accepted: 3))
            let stored = try await client.call("/api/analytics", token: admin).myBizDecoded([StoredAnalyticsEvent].self)
            #expect(Set(stored.map(\.name)) == ["screen0", "screen1", "screen2"])
            #expect(stored.allSatisfy { $0.user == fixture.member.id })
        }
    }

    @Test(
        "a batch sent again with the same Idempotency-Key is stored once; another key or user stores anew",
        arguments: TestDatabase.available)
    func idempotentBatch(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let member = try await client.token(for: fixture.member)
            let admin = try await client.token(for: fixture.admin)
            let body = String(
                decoding: try MyBizJSON.encoder().encode([
                    MyBizApp.report("calendarShown"), MyBizApp.report("orgChartShown"),
                ]),
                as: UTF8.self)
            func send(key: String, token: String) async throws -> TestResponse {
                try await client.execute(
                    uri: "/api/analytics/batch", method: .post,
                    headers: [
                        .authorization: "Bearer \(token)", .contentType: "application/json", .idempotencyKey: key,
                    ],
                    body: ByteBuffer(string: body))
            }
            let first = try await send(key: "install-1:0-1", token: member)
            #expect(try first.myBizDecoded(BatchAcceptance.self).accepted == 2)
            let retry = try await send(key: "install-1:0-1", token: member)
            #expect(retry.status == .ok)
            #expect(try retry.myBizDecoded(BatchAcceptance.self).accepted == 2)
            #expect(retry.headers[.idempotentReplayed] == "true")
            let list = try await client.call("/api/analytics", token: admin).myBizDecoded([StoredAnalyticsEvent].self)
            #expect(list.count == 2)

            _ = try await send(key: "install-1:2-3", token: member)
            _ = try await send(key: "install-1:0-1", token: admin)
            let after = try await client.call("/api/analytics", token: admin).myBizDecoded([StoredAnalyticsEvent].self)
            #expect(after.count == 6)

            let long = try await send(key: String(repeating: "k", count: 201), token: member)
            #expect(long.status == .badRequest)
            #expect(long.errorReason == "The Idempotency-Key header must be 1 to 200 characters.")
        }
    }

    @Test(
        "a different batch under a key already used is 422 and stores nothing — not even the reports past the first batch's length",
        arguments: TestDatabase.available)
    func reusedKey(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let member = try await client.token(for: fixture.member)
            let admin = try await client.token(for: fixture.admin)
            func send(_ names: [String], key: String) async throws -> TestResponse {
                let body = try MyBizJSON.encoder().encode(names.map { MyBizApp.report($0) })
                return try await client.execute(
                    uri: "/api/analytics/batch", method: .post,
                    headers: [
                        .authorization: "Bearer \(member)", .contentType: "application/json", .idempotencyKey: key,
                    ],
                    body: ByteBuffer(data: body))
            }
            // Given a batch of two stored under keyA
            #expect(try await send(["calendarShown", "orgChartShown"], key: "keyA").status == .ok)
            // When a batch of three others comes under keyA
            let reused = try await send(["settingShown", "purchasesShown", "announcementsShown"], key: "keyA")
            // Then it is refused whole
            #expect(reused.status == .unprocessableContent)
            #expect(
                reused.errorReason
                    == "This Idempotency-Key was used for a different batch; nothing was stored. Send a new batch under a new key."
            )
            let stored = try await client.call("/api/analytics", token: admin).myBizDecoded([StoredAnalyticsEvent].self)
            #expect(Set(stored.map(\.name)) == ["calendarShown", "orgChartShown"])
            // And the first batch sent again, spaced differently, is still a repeat
            let respaced = try await client.execute(
                uri: "/api/analytics/batch", method: .post,
                headers: [
                    .authorization: "Bearer \(member)", .contentType: "application/json", .idempotencyKey: "keyA",
                ],
                body: ByteBuffer(
                    string: String(
                        decoding: try MyBizJSON.encoder().encode([
                            MyBizApp.report("calendarShown"), MyBizApp.report("orgChartShown"),
                        ]),
                        as: UTF8.self
                    ).replacingOccurrences(of: "\":", with: "\" :\n  ")))
            #expect(respaced.status == .ok)
            #expect(respaced.headers[.idempotentReplayed] == "true")
        }
    }

    @Test(
        "two different batches racing under one key: one is stored whole, the other refused whole",
        arguments: TestDatabase.available)
    func reusedKeyRace(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let member = try await client.token(for: fixture.member)
            let admin = try await client.token(for: fixture.admin)
            let batches = [Array(repeating: "calendarShown", count: 3), Array(repeating: "orgChartShown", count: 5)]
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for names in batches {
                    group.addTask {
                        try await client.execute(
                            uri: "/api/analytics/batch", method: .post,
                            headers: [
                                .authorization: "Bearer \(member)", .contentType: "application/json",
                                .idempotencyKey: "raced",
                            ],
                            body: ByteBuffer(data: try MyBizJSON.encoder().encode(names.map { MyBizApp.report($0) }))
                        ).status
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.sorted { $0.code < $1.code } == [.ok, .unprocessableContent])
            let stored = try await client.call("/api/analytics", token: admin).myBizDecoded([StoredAnalyticsEvent].self)
            #expect(stored.count == 3 || stored.count == 5)
            #expect(Set(stored.map(\.name)).count == 1)
        }
    }

    @Test("concurrent keyed batches on an SQLite file are all stored — writers wait for the lock, none starves")
    func concurrentBatches() async throws {
        // AsyncHTTPClient, so the 16 batches come on connections of their own, at once: the live test
        // client sends every request down one connection, where the server answers them in turn and
        // each request's 20 seconds run from the start, not the writers racing for the lock.
        try await MyBizApp.test(.ahc()) { client, fixture in
            let token = try await client.token(for: fixture.member)
            let body = String(
                decoding: try MyBizJSON.encoder().encode(
                    Array(repeating: MyBizApp.report("calendarShown"), count: 200)),
                as: UTF8.self)
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for index in 0..<16 {
                    group.addTask {
                        try await client.execute(
                            uri: "/api/analytics/batch", method: .post,
                            headers: [
                                .authorization: "Bearer \(token)", .contentType: "application/json",
                                .idempotencyKey: "batch-\(index)",
                            ],
                            body: ByteBuffer(string: body)
                        ).status
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.allSatisfy { $0 == .ok }, "\(statuses)")
            let admin = try await client.token(for: fixture.admin)
            // 16 × 200 = 3,200 events: the last page from offset 3,199 holds one, from 3,200 none.
            for (offset, count) in [(3_199, 1), (3_200, 0)] {
                let page = try await client.call("/api/analytics?offset=\(offset)", token: admin)
                #expect(try page.myBizDecoded([StoredAnalyticsEvent].self).count == count)
            }
        }
    }

    @Test("a batch holds 1 to 500 reports")
    func batchSize() async throws {
        try await MyBizApp.test { client, fixture in
            let token = try await client.token(for: fixture.member)
            let empty = try await client.call("/api/analytics/batch", .post, token: token, json: "[]")
            #expect(empty.status == .badRequest)
            #expect(empty.errorReason == "A batch needs at least one report.")
            let tooMany = try await client.call(
                "/api/analytics/batch", token: token, body: Array(repeating: MyBizApp.report("a"), count: 501))
            #expect(tooMany.status == .contentTooLarge)
            #expect(tooMany.errorReason == "A batch may hold at most 500 reports; this one has 501.")
            let full = try await client.call(
                "/api/analytics/batch", token: token, body: Array(repeating: MyBizApp.report("a"), count: 500))
            #expect(try full.myBizDecoded(BatchAcceptance.self).accepted == 500)
        }
    }

    @Test("the list is for admins, newest first, paged by limit and offset", arguments: TestDatabase.available)
    func list(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let token = try await client.token(for: fixture.member)
            for index in 0..<5 {
                _ = try await client.call("/api/analytics", token: token, body: MyBizApp.report("screen\(index)"))
            }
            let forbidden = try await client.call("/api/analytics", token: token)
            #expect(forbidden.status == .forbidden)
            #expect(forbidden.errorReason == "Only administrators can read analytics.")
            let admin = try await client.token(for: fixture.admin)
            let all = try await client.call("/api/analytics", token: admin).myBizDecoded([StoredAnalyticsEvent].self)
            #expect(all.map(\.name) == ["screen4", "screen3", "screen2", "screen1", "screen0"])
            let page = try await client.call("/api/analytics?limit=2&offset=1", token: admin)
                .myBizDecoded([StoredAnalyticsEvent].self)
            #expect(page.map(\.name) == ["screen3", "screen2"])
            for query in ["limit=0", "limit=1001", "limit=x", "offset=-1"] {
                let response = try await client.call("/api/analytics?\(query)", token: admin)
                #expect(response.status == .badRequest, "\(query)")
            }
        }
    }

    @Test("with open analytics the list needs no login; the summary still needs an admin")
    func openList() async throws {
        try await MyBizApp.test(openAnalytics: true) { client, fixture in
            let token = try await client.token(for: fixture.member)
            _ = try await client.call("/api/analytics", token: token, body: MyBizApp.report("calendarShown"))
            let anyone = try await client.call("/api/analytics", token: nil)
            #expect(anyone.status == .ok)
            #expect(try anyone.myBizDecoded([StoredAnalyticsEvent].self).count == 1)
            #expect(try await client.call("/api/analytics/summary", token: nil).status == .unauthorized)
            #expect(try await client.call("/api/analytics/summary", token: token).status == .forbidden)
        }
    }

    @Test(
        "the summary counts views and unique users per screen, events, and views per day",
        arguments: TestDatabase.available)
    func summary(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let member = try await client.token(for: fixture.member)
            let admin = try await client.token(for: fixture.admin)
            let day = 86_400.0
            let previousDay = MyBizApp.morning.addingTimeInterval(-day)
            // Member: calendar ×3 (one the day before), org chart ×1, a button tap, one before the period.
            _ = try await client.call(
                "/api/analytics/batch", token: member,
                body: [
                    MyBizApp.report("calendarShown"), MyBizApp.report("calendarShown"),
                    MyBizApp.report("calendarShown", at: previousDay), MyBizApp.report("orgChartShown"),
                    MyBizApp.report("loginButtonClicked", type: "buttonTap"),
                    MyBizApp.report("purchasesShown", at: MyBizApp.morning.addingTimeInterval(-10 * day)),
                ])
            // Admin: calendar ×1, settings ×1, on the last day of the period.
            _ = try await client.call(
                "/api/analytics/batch", token: admin,
                body: [MyBizApp.report("calendarShown"), MyBizApp.report("settingShown")])

            let response = try await client.call(
                "/api/analytics/summary?from=2026-11-21&to=2026-11-22", token: admin)
            #expect(response.status == .ok)
            let summary = try response.myBizDecoded(AnalyticsSummary.self)
            #expect(summary.from == Date(timeIntervalSince1970: 1_795_305_600 - day))
            #expect(summary.to == Date(timeIntervalSince1970: 1_795_305_600 + day))
            #expect(
                summary.screens == [
                    .init(name: "calendarShown", views: 4, users: 2), .init(name: "orgChartShown", views: 1, users: 1),
                    .init(name: "settingShown", views: 1, users: 1),
                    .init(name: "announcementsShown", views: 0, users: 0),
                    .init(name: "purchasesShown", views: 0, users: 0),
                ])
            #expect(
                summary.events == [
                    .init(name: "calendarShown", type: "screenView", count: 4),
                    .init(name: "loginButtonClicked", type: "buttonTap", count: 1),
                    .init(name: "orgChartShown", type: "screenView", count: 1),
                    .init(name: "settingShown", type: "screenView", count: 1),
                ])
            #expect(summary.daily == [.init(day: "2026-11-21", views: 1), .init(day: "2026-11-22", views: 5)])
        }
    }

    @Test("an empty period still lists the five main screens, and a day for each day")
    func emptySummary() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let summary = try await client.call(
                "/api/analytics/summary?from=2026-11-20T12:00:00Z&to=2026-11-22T09:30:00Z", token: admin
            ).myBizDecoded(AnalyticsSummary.self)
            #expect(
                summary.screens.map(\.name) == [
                    "announcementsShown", "calendarShown", "orgChartShown", "purchasesShown", "settingShown",
                ])
            #expect(summary.daily.map(\.day) == ["2026-11-20", "2026-11-21", "2026-11-22"])
            #expect(summary.events.isEmpty)
        }
    }

    @Test(
        "a summary period that makes no sense is a 400",
        arguments: [
            ("from=yesterday", "from must be a date such as 2026-11-22 or 2026-11-22T09:30:00Z."),
            ("from=2026-11-22&to=2026-11-21", "from must be before to."),
            ("from=2020-01-01&to=2026-01-01", "A summary covers at most 366 days."),
        ])
    func badPeriod(query: String, reason: String) async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let response = try await client.call("/api/analytics/summary?\(query)", token: admin)
            #expect(response.status == .badRequest)
            #expect(response.errorReason == reason)
        }
    }
}
