import APIDocuments
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import ServerDatabase
import ServerObservability
import ServerTestSupport
import Testing
import Yams

@testable import AnalyticsServer
@testable import MyBizServer
@testable import OpenMarketServer
@testable import ServerHTTP
@testable import ServerSecurity
@testable import ToDoServer

@Suite("The OpenAPI documents: served as the repository holds them, true to the routes, and a reference page")
struct APIDocumentsTests {
    /// `docs/openapi/` in the source tree.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/openapi")

    /// Every operation a document describes, as `METHOD /path`.
    static func operations(in document: APIDocument) throws -> Set<String> {
        let root = try #require(try Yams.load(yaml: String(decoding: document.yaml, as: UTF8.self)) as? [String: Any])
        let paths = try #require(root["paths"] as? [String: [String: Any]])
        return Set(
            paths.flatMap { path, item in
                ["get", "post", "put", "patch", "delete"].filter { item[$0] != nil }.map {
                    "\($0.uppercased()) \(path)"
                }
            })
    }

    /// Every operation of a document as the server registers it: under each of its servers' paths
    /// (a path's own `servers` first), parameters unnamed (`{}`), as routes are compared.
    static func routes(in document: APIDocument) throws -> Set<String> {
        let root = try #require(try Yams.load(yaml: String(decoding: document.yaml, as: UTF8.self)) as? [String: Any])
        let paths = try #require(root["paths"] as? [String: [String: Any]])
        let prefixes = { (servers: Any?) -> [String]? in
            // A server's path is the routes' prefix: "" for http://127.0.0.1:8080, "/late" for /late.
            (servers as? [[String: Any]])?.compactMap { ($0["url"] as? String).flatMap { URL(string: $0)?.path } }
        }
        let documentPrefixes = prefixes(root["servers"]) ?? [""]
        return Set(
            paths.flatMap { path, item in
                (prefixes(item["servers"]) ?? documentPrefixes).flatMap { prefix in
                    ["get", "post", "put", "patch", "delete"].filter { item[$0] != nil }.map {
                        unnamed("\($0.uppercased()) \(prefix)\(path)")
                    }
                }
            })
    }

    /// `route` with every `{name}` as `{}`.
    static func unnamed(_ route: String) -> String {
        route.replacingOccurrences(of: #"\{[^}]*\}"#, with: "{}", options: .regularExpression)
    }

    @Test("each document is served byte for byte as docs/openapi holds it", arguments: APIDocument.allCases)
    func served(document: APIDocument) async throws {
        try await OpenMarketApp.test { client in
            let response = try await client.get("/openapi/\(document.fileName)")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/yaml; charset=utf-8")
            let file = try Data(contentsOf: Self.folder.appendingPathComponent(document.fileName))
            #expect(Data(response.body.readableBytesView) == file)
        }
    }

    @Test("every route of both APIs is in their documents, and every documented operation is a route")
    func documentsMatchRoutes() async throws {
        try await TestDatabase.sqlite.withFreshStorage { storage in
            try await TestDatabase.withDatabase(at: storage) { database in
                let passwords = BcryptPasswordHasher(cost: 4)
                let limiter = AttemptLimiter(
                    store: SQLAttemptCounterStore(database: database.sql), limits: AttemptLimits())
                let clients = ClientAddress(trustedProxies: [])
                let router = Router(context: AppRequestContext.self)
                HealthController().addRoutes(to: router)
                ReadinessController(database: database.sql).addRoutes(to: router)
                try OpenMarketRoutes(
                    database: database.sql, passwords: passwords, limiter: limiter, clients: clients,
                    hosts: HostAllowList(listeningOn: "127.0.0.1", port: 0, allowed: []), publicURL: nil,
                    cacheRecheckInterval: .seconds(1), imageLimits: ImageLimits(), metrics: .disabled,
                    changes: DataChanges(), sessions: NobodySignedIn(), people: NobodySignedIn()
                ).addRoutes(to: router)
                let myBiz = try await MyBizRoutes(
                    database: database.sql, passwords: passwords, limiter: limiter, clients: clients,
                    settings: MyBizSettings(
                        tokenLifetime: .seconds(60), maxPurchaseOrderExpense: 1), changes: DataChanges())
                myBiz.addRoutes(to: router)
                try AnalyticsRoutes(
                    database: database.sql, sessions: myBiz.webSessions, settings: AnalyticsSettings(),
                    changes: DataChanges()
                )
                .addRoutes(to: router)
                try ToDoRoutes(
                    database: database.sql, sessions: myBiz.webSessions, publicURL: nil, changes: DataChanges()
                ).addRoutes(
                    to: router)
                // The web pages (HTML for people, not part of either API) are left out, as is the
                // calendar feed (iCalendar, described in docs/calendars.md).
                let pages = ["/market", "/app", "/todo", "/feeds"]
                let routes = Set(
                    router.routes.map { Self.unnamed("\($0.method) \($0.path)") }.filter { route in
                        !pages.contains { route.contains(" \($0)") }
                    })
                let documented = try Set(APIDocument.allCases.flatMap { try Self.routes(in: $0) })
                #expect(routes.subtracting(documented).isEmpty, "routes nobody documented")
                #expect(documented.subtracting(routes).isEmpty, "documented operations no route answers")
            }
        }
    }

    @Test("/docs lists every operation of both documents on a page a strict parser reads")
    func referencePage() async throws {
        try await OpenMarketApp.test { client in
            let page = try await client.get("/docs")
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            let text = String(buffer: page.body)
            let document = try XHTMLDocument(text)
            let headings = document.root.all("h3").map(\.allText)
            for api in APIDocument.allCases {
                for operation in try Self.operations(in: api) {
                    #expect(headings.contains(operation.replacingOccurrences(of: " ", with: "")), "\(operation)")
                }
            }
            #expect(text.contains("ItemSummary") && text.contains("PurchaseOrder"))
        }
    }
}
