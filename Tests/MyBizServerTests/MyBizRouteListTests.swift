import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerDatabase
import ServerTestSupport
import Testing

@testable import AnalyticsServer
@testable import MyBizServer
@testable import ServerHTTP
@testable import ServerSecurity

@Suite("Every MyBiz route, and which of them are open without a login")
struct MyBizRouteListTests {
    /// Every route the MyBiz API and the company app's pages register, and the analytics beside them
    /// (the API's reports and the dashboard).
    static let all: Set<String> = [
        "POST /api/users/signup", "POST /api/users/login", "POST /api/users/logout", "GET /api/users/me",
        "POST /api/users/logout/everywhere", "POST /api/users/me/password",
        "GET /api/users/{id}", "GET /api/announcements", "GET /api/employees", "GET /api/events", "GET /api/products",
        "GET /api/purchases", "POST /api/purchases", "POST /api/analytics", "POST /api/analytics/batch",
        "GET /api/analytics", "GET /api/analytics/summary", "GET /dashboard/login", "POST /dashboard/login",
        "GET /dashboard", "GET /dashboard/export.csv", "GET /app/login", "POST /app/login", "POST /app/logout",
        "GET /app/signup", "POST /app/signup",
        "GET /app", "GET /app/announcements", "GET /app/calendar", "GET /app/org", "GET /app/purchases",
        "GET /app/purchases/new", "POST /app/purchases", "GET /app/settings", "POST /app/settings/password",
        "POST /app/settings/logout-everywhere", "POST /api/announcements", "PUT /api/announcements/{id}",
        "DELETE /api/announcements/{id}", "GET /app/announcements/new", "POST /app/announcements",
        "GET /app/announcements/{id}/edit", "POST /app/announcements/{id}", "POST /app/announcements/{id}/delete",
        "POST /api/events", "PUT /api/events/{id}", "DELETE /api/events/{id}", "GET /app/calendar/new",
        "POST /app/calendar", "GET /app/calendar/{id}/edit", "POST /app/calendar/{id}",
        "POST /app/calendar/{id}/delete", "POST /api/employees", "PUT /api/employees/{id}",
        "DELETE /api/employees/{id}",
        "GET /app/org/new", "POST /app/org", "GET /app/org/{id}/edit", "POST /app/org/{id}",
        "POST /app/org/{id}/delete",
        "GET /api/users", "POST /api/users", "PATCH /api/users/{id}", "GET /app/accounts", "POST /app/accounts",
        "POST /app/accounts/{id}",
        "POST /api/catalogue", "PUT /api/catalogue/{id}", "DELETE /api/catalogue/{id}", "GET /app/catalogue",
        "POST /app/catalogue", "POST /app/catalogue/{id}", "POST /app/catalogue/{id}/retire",
        "PUT /api/employees/{id}/account", "GET /api/purchases/waiting", "GET /api/purchases/next-number",
        "POST /api/purchases/{id}/approve", "POST /api/purchases/{id}/reject", "POST /api/purchases/{id}/cancel",
        "POST /api/purchases/{id}/resubmit", "POST /app/purchases/{id}/approve", "POST /app/purchases/{id}/reject",
        "POST /app/purchases/{id}/cancel", "POST /api/users/{id}/reset-link", "GET /app/reset/{token}",
        "POST /app/reset/{token}", "POST /app/accounts/{id}/reset-link",
        "GET /app/announcements/{id}/delete", "GET /app/calendar/{id}/delete", "GET /app/org/{id}/delete",
        "GET /app/calendar/{id}", "POST /app/calendar/{id}/response", "GET /api/events/{id}/responses",
        "PUT /api/events/{id}/response", "DELETE /api/events/{id}/response",
        "GET /api/announcements/{id}/conversation", "POST /api/announcements/{id}/comments",
        "PUT /api/announcements/{id}/reactions/{reaction}", "DELETE /api/announcements/{id}/reactions/{reaction}",
        "POST /api/announcements/{id}/confirmation", "GET /app/announcements/{id}",
        "POST /app/announcements/{id}/comments", "POST /app/announcements/{id}/reactions",
        "POST /app/announcements/{id}/confirmation",
        "GET /app/people/{id}",
        "GET /api/inbox", "POST /api/inbox/read", "GET /api/inbox/settings", "PUT /api/inbox/settings",
        "GET /app/inbox", "GET /app/inbox/count", "POST /app/inbox/settings",
        "GET /app/calendar/subscribe", "POST /app/calendar/subscribe", "POST /app/calendar/subscribe/off",
        "GET /app/calendar/{id}/event.ics", "GET /feeds/calendar/{file}",
        "GET /app/settings/app-passwords", "POST /app/settings/app-passwords",
        "POST /app/settings/app-passwords/{id}/revoke",
    ]
    /// The routes open without a login; every other one must answer the contract's 401 (the
    /// dashboard's and the company app's pages, a redirect to their login page) to a request without
    /// one. Logging out without a session only goes to the login page.
    static let open: Set<String> = [
        "POST /api/users/signup", "POST /api/users/login", "GET /dashboard/login", "POST /dashboard/login",
        "GET /app/login", "POST /app/login", "POST /app/logout", "GET /app/signup", "POST /app/signup",
        "GET /app/reset/{token}", "POST /app/reset/{token}",
        // A calendar app subscribed to the feed signs in with nothing: its secret address is the key.
        "GET /feeds/calendar/{file}",
    ]

    /// The MyBiz routes on a router of their own, over a fresh database with the fixture's accounts.
    static func withRoutes(
        openAnalytics: Bool, _ test: @Sendable ([String], any TestClientProtocol) async throws -> Void
    ) async throws {
        try await TestDatabase.sqlite.withFreshDatabase(migrations: MyBizApp.migrations) { database in
            do {
                _ = try await MyBizApp.prepare(database)
                let passwords = BcryptPasswordHasher(cost: 4)
                let routes = try await MyBizRoutes(
                    database: database.sql, passwords: passwords,
                    limiter: AttemptLimiter(
                        store: SQLAttemptCounterStore(database: database.sql), limits: AttemptLimits()),
                    clients: ClientAddress(trustedProxies: []),
                    settings: MyBizSettings(tokenLifetime: .seconds(3_600), maxPurchaseOrderExpense: 1_000),
                    changes: DataChanges())
                let router = Router(context: AppRequestContext.self)
                router.addMiddleware { ErrorMiddleware(MyBizErrors.format) }
                routes.addRoutes(to: router)
                // The analytics answer beside the company, as the server composes them.
                try AnalyticsRoutes(
                    database: database.sql, sessions: routes.webSessions,
                    settings: AnalyticsSettings(openList: openAnalytics), changes: DataChanges()
                ).addRoutes(to: router)
                let listed = router.routes.map { "\($0.method) \($0.path)" }
                try await Application(router: router).test(.router) { client in try await test(listed, client) }
            }
        }
    }

    @Test("the routes are exactly these; all but the open ones ask for a login, with the contract's 401")
    func routes() async throws {
        try await Self.withRoutes(openAnalytics: false) { listed, client in
            #expect(Set(listed) == Self.all)
            #expect(listed.count == Self.all.count, "no route registered twice")
            for route in Self.all.subtracting(Self.open).sorted() {
                let parts = route.split(separator: " ", maxSplits: 1)
                let path = parts[1].replacingOccurrences(of: "{id}", with: UUID().uuidString)
                let response = try await client.execute(
                    uri: path, method: HTTPRequest.Method(rawValue: String(parts[0]))!,
                    headers: [.authorization: "Bearer not-a-token"])
                if path.hasPrefix("/dashboard") {
                    #expect(response.status == .seeOther, "\(route)")
                    #expect(response.headers[.location]?.hasPrefix("/app/login?next=%2Fdashboard") == true, "\(route)")
                } else if path.hasPrefix("/app") {
                    #expect(response.status == .seeOther, "\(route)")
                    #expect(response.headers[.location]?.hasPrefix("/app/login?next=%2Fapp") == true, "\(route)")
                } else {
                    #expect(response.status == .unauthorized, "\(route)")
                    #expect(String(buffer: response.body) == MyBizAuthTests.unauthorized, "\(route)")
                }
            }
        }
    }

    @Test("the open routes answer without a token")
    func openRoutes() async throws {
        try await Self.withRoutes(openAnalytics: false) { _, client in
            let signup = try await client.call(
                "/api/users/signup", .post, token: nil,
                body: SignupRequest(username: "new@example.com", password: "secret", name: "New"))
            #expect(signup.status == .ok)
            let login = try await client.login("member@example.com", MyBizApp.Fixture.memberPassword)
            #expect(login.status == .ok)
            let page = try await client.execute(uri: "/dashboard/login", method: .get)
            #expect(page.status == .seeOther, "the old login page leads to the app's")
        }
    }

    @Test("with --open-analytics the raw list is open too, and nothing else")
    func openAnalytics() async throws {
        try await Self.withRoutes(openAnalytics: true) { listed, client in
            #expect(Set(listed) == Self.all)
            let list = try await client.execute(uri: "/api/analytics", method: .get)
            #expect(list.status == .ok)
            let summary = try await client.execute(uri: "/api/analytics/summary", method: .get)
            #expect(summary.status == .unauthorized)
        }
    }
}
