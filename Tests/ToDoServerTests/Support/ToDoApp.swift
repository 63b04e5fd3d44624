import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import ServerTestSupport
import WebPages

@testable import ServerDatabase
@testable import ServerHTTP
@testable import ToDoServer

/// The ToDo module alone on a fresh database, with two people whose browsers hold known web-app
/// sessions: who holds which session is the only thing it asks of the accounts, through
/// `WebSessionReader`, so a stub stands in for MyBiz.
enum ToDoApp {
    /// Two people and the session cookie each one's browser holds.
    struct Fixture: Sendable {
        let member = WebUser(id: UUID(), username: "member@example.com", name: "Mia Member")
        let admin = WebUser(id: UUID(), username: "boss@example.com")
        /// The lists' repository on the test's database, to keep a list as an older server did.
        var repository: SQLToDoListRepository?

        /// A browser of `user`'s, on `client`.
        func session(of user: WebUser, on client: any TestClientProtocol) -> WebAppSession {
            WebAppSession(client: client, cookie: "\(BrowserSession.webApps.cookieName)=session-of-\(user.id)")
        }
    }

    /// Says whose a session cookie is: `session-of-ID` is the fixture's person with that id; an
    /// app's Basic credentials `USERNAME:app-password-of-ID` are theirs too, reading days in Berlin.
    struct StubSessions: WebSessionReader, AppPasswordReader {
        let users: [WebUser]

        func user(of request: Request) async throws -> WebUser? {
            guard let token = BrowserSession.webApps.token(of: request) else { return nil }
            return users.first { "session-of-\($0.id)" == token }
        }

        /// `Bearer token-of-ID` is the fixture's person with that id.
        func user(bearerTokenOf request: Request) async throws -> WebUser? {
            guard let header = request.headers[.authorization] else { return nil }
            return users.first { "Bearer token-of-\($0.id)" == header }
        }

        func user(appPasswordOf request: Request, context: some RemoteAddressRequestContext) async throws
            -> AppPasswordUser?
        {
            guard let header = request.headers[.authorization], header.hasPrefix("Basic "),
                let decoded = Data(base64Encoded: String(header.dropFirst(6))).map({
                    String(decoding: $0, as: UTF8.self)
                })
            else { return nil }
            return users.first { decoded == "\($0.username):app-password-of-\($0.id)" }.map {
                AppPasswordUser(user: $0, zone: TimeZone(identifier: "Europe/Berlin")!)
            }
        }
    }

    /// Runs `test` against the module on a fresh `database`.
    static func test<T: Sendable>(
        database: TestDatabase = .sqlite, _ test: @Sendable (any TestClientProtocol, Fixture) async throws -> T
    ) async throws -> T {
        try await database.withFreshDatabase(migrations: ToDoRoutes.migrations) { database in
            var prepared = Fixture()
            prepared.repository = SQLToDoListRepository(database: database.sql, changes: DataChanges(), now: { Date() })
            let fixture = prepared
            let routes = try ToDoRoutes(
                database: database.sql, sessions: StubSessions(users: [fixture.member, fixture.admin]),
                appPasswords: StubSessions(users: [fixture.member, fixture.admin]), publicURL: nil,
                changes: DataChanges())
            let router = Router(context: AppRequestContext.self)
            router.addMiddleware { ErrorMiddleware(ErrorPage(otherwise: ErrorBodyFormat { ["reason": $0.reason] })) }
            routes.addRoutes(to: router)
            var logger = Logger(label: "todo-tests")
            logger.logLevel = .critical
            return try await Application(router: router, logger: logger).test(.router) { client in
                try await test(client, fixture)
            }
        }
    }
}
