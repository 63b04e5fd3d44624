import DemoContent
import Hummingbird
import WebPages

/// `GET /`: what this server is, the three apps, the dashboard, the API reference and health; on a
/// demo database, the accounts that exist — with their passwords only while the server listens on
/// this machine alone, and otherwise a warning that they are still there.
package struct FrontDoorController: Sendable {
    private let library: PageLibrary
    private let demoCredentials: @Sendable () async throws -> [DemoCredential]
    private let showsPasswords: Bool

    /// The front door; `demoCredentials` tells which demo accounts and passwords exist now, and
    /// `host` is the address the server listens on.
    package init(host: String, demoCredentials: @escaping @Sendable () async throws -> [DemoCredential]) throws {
        library = try PageLibrary(ServerResources.web)
        self.demoCredentials = demoCredentials
        showsPasswords = Self.isLoopback(host)
    }

    /// Adds `GET /`.
    package func addRoutes(to router: Router<some RequestContext>) {
        router.get("/") { _, _ in
            let credentials = try await demoCredentials()
            return try library.page(
                "front-door",
                FrontDoorView(
                    hasDemo: !credentials.isEmpty && showsPasswords, demo: credentials.map(DemoRow.init),
                    demoWarning: !credentials.isEmpty && !showsPasswords))
        }
    }

    /// Whether `host` is reachable from this machine only.
    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    private struct FrontDoorView {
        let hasDemo: Bool
        let demo: [DemoRow]
        let demoWarning: Bool
    }

    private struct DemoRow {
        let role: String
        /// The username up to and with its `@`, and the rest: a phone may break the line between
        /// them, and nowhere else.
        let usernameLocal: String
        let usernameDomain: String
        let password: String

        init(_ credential: DemoCredential) {
            role = credential.role
            let username = credential.username ?? "—"
            let at = username.firstIndex(of: "@").map(username.index(after:)) ?? username.endIndex
            usernameLocal = String(username[..<at])
            usernameDomain = String(username[at...])
            password = credential.password
        }
    }
}
