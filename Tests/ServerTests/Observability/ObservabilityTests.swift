import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import ServerTestSupport
import TestSupport
import Testing

@testable import MyBizServer
@testable import Server

@Suite("Metrics for Prometheus and request logs without secrets")
struct ObservabilityTests {
    /// The app with the fixture's accounts, metrics as given, logging into `records`.
    static func withApp(
        metrics: Bool, token: String? = nil, records: LogRecords = LogRecords(),
        _ test: @escaping @Sendable (any TestClientProtocol, MyBizApp.Fixture) async throws -> Void
    ) async throws {
        try await TestDatabase.sqlite.withFreshStorage { storage in
            let fixture = try await MyBizApp.prepare(storage)
            var logger = Logger(label: "test") { _ in RecordingLogHandler(records: records) }
            logger.logLevel = .info
            let configuration = MyBizApp.configuration(storage) {
                $0.metrics = metrics
                $0.metricsToken = token
                $0.logger = logger
                $0.logLevel = .info
            }
            try await buildApplication(configuration: configuration).test(.router) { client in
                try await test(client, fixture)
            }
        }
    }

    @Test("/metrics is off unless asked for")
    func offByDefault() async throws {
        try await Self.withApp(metrics: false) { client, _ in
            let response = try await client.get("/metrics")
            #expect(response.status == .notFound)
        }
    }

    @Test("requests by route and status, their durations, photos processed, reports stored, database statements")
    func prometheusText() async throws {
        try await Self.withApp(metrics: true) { client, fixture in
            #expect(try await client.get("/items/1").status == .ok)
            #expect(try await client.get("/items/1").status == .ok)
            #expect(try await client.get("/no/such/route").status == .notFound)
            #expect(try await client.send(RawMultipart.registration(images: [try ImageFixtures.jpeg])).status == .ok)
            let token = try await client.token(for: fixture.member)
            let report = #"[{"name":"calendarShown","recordedDate":"2026-11-22T09:30:00Z","type":"screenView"}]"#
            #expect(try await client.call("/api/analytics/batch", .post, token: token, json: report).status == .ok)

            let metrics = try await client.get("/metrics")
            #expect(metrics.status == .ok)
            #expect(metrics.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
            let text = String(buffer: metrics.body)
            for line in [
                #"http_requests_total{method="GET",route="/items/{page}",status="200"} 2"#,
                #"http_requests_total{method="GET",route="NotFound",status="404"} 1"#,
                #"http_requests_total{method="POST",route="/item",status="200"} 1"#,
                "openmarket_images_processed_total 1", "mybiz_analytics_reports_stored_total 1",
            ] {
                #expect(text.contains(line), "\(line)")
            }
            #expect(text.contains(#"http_request_duration_seconds_bucket{method="GET",route="/items/{page}",le="#))
            #expect(text.contains("database_statements_total"))
            #expect(text.contains("database_statements_in_flight"))
        }
    }

    @Test("with a token, /metrics answers only the scraper that sends it")
    func guarded() async throws {
        try await Self.withApp(metrics: true, token: "scrape-secret") { client, _ in
            let without = try await client.get("/metrics")
            #expect(without.status == .unauthorized)
            let wrong = try await client.get("/metrics", headers: [.authorization: "Bearer wrong"])
            #expect(wrong.status == .unauthorized)
            let right = try await client.get("/metrics", headers: [.authorization: "Bearer scrape-secret"])
            #expect(right.status == .ok)
        }
    }

    @Test("a request's log line says method, route, status and duration — never a password, token, cookie or username")
    func requestLogs() async throws {
        let records = LogRecords()
        try await Self.withApp(metrics: false, records: records) { client, fixture in
            let token = try await client.token(for: fixture.member)
            #expect(try await client.call("/api/users/me", token: token).status == .ok)
            #expect(try await client.login(fixture.member.username, "a-wrong-password").status == .unauthorized)
            let browser = try await WebAppSession.login(
                client, fixture.admin.username, MyBizApp.Fixture.adminPassword)
            let session = browser.cookie
            _ = try await browser.get("/dashboard")
            let lines = records.all
            #expect(lines.contains { $0.contains("GET /api/users/me 200") && $0.contains("http.duration_ms=") })
            #expect(lines.contains { $0.contains("POST /api/users/login 401") })
            let secrets = [
                token, MyBizApp.Fixture.memberPassword, MyBizApp.Fixture.adminPassword, "a-wrong-password",
                fixture.member.username, fixture.admin.username, String(session.split(separator: "=").last ?? ""),
            ]
            for secret in secrets {
                #expect(!lines.contains { $0.contains(secret) }, "\(secret) was logged")
            }
        }
    }
}
