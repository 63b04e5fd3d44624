import HTTPTypes
import Hummingbird
import ServerHTTP

/// Finds who is signed in through the accounts' reader (`WebSessionReader`) and refuses everyone
/// else: a browser goes to the login form and comes back afterwards; an app gets the contract's 401.
/// Routes of modules that do not keep the accounts — ToDo's, the analytics' — sit behind it.
package struct SignInMiddleware<Context: WebUserRequestContext>: RouterMiddleware {
    /// How a route's callers prove who they are.
    package enum Credential: Sendable {
        /// The web apps' session cookie: pages.
        case webSession
        /// An API token (`Authorization: Bearer …`): apps.
        case apiToken
        /// An API token, or — for a request without one that the browser says comes from a page of this
        /// server (`Sec-Fetch-Site: same-origin`, or an `Origin` naming it) — the web session: the
        /// pages' own scripts. Another site's page cannot send the cookie (SameSite=Strict), and would
        /// be named by the browser if it could.
        case apiTokenOrPageScript(publicURL: String?)
    }

    let sessions: any WebSessionReader
    let credential: Credential

    /// Signs in by `credential` through `sessions`.
    package init(sessions: any WebSessionReader, credential: Credential) {
        self.sessions = sessions
        self.credential = credential
    }

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        let user: WebUser?
        switch credential {
        case .webSession:
            user = try await sessions.user(of: request)
            guard user != nil else {
                return BrowserSession.webApps.loginRedirect(
                    returningTo: [.get, .head].contains(request.method)
                        ? request.uri.path : Self.landing(of: request.uri.path))
            }
        case .apiToken:
            user = try await sessions.user(bearerTokenOf: request)
        case .apiTokenOrPageScript(let publicURL):
            if request.headers[.authorization] == nil, Self.isSameOrigin(request, publicURL: publicURL) {
                user = try await sessions.user(of: request)
            } else {
                user = try await sessions.user(bearerTokenOf: request)
            }
        }
        guard let user else { throw APIError(.unauthorized, "Unauthorized") }
        var context = context
        context.user = user
        return try await next(request, context)
    }

    /// Where a browser whose form lost its session comes back to: the path's first part (`/todo`).
    private static func landing(of path: String) -> String {
        "/" + (path.split(separator: "/").first.map(String.init) ?? "")
    }

    private static func isSameOrigin(_ request: Request, publicURL: String?) -> Bool {
        if request.headers[.origin] != nil { return FormProtection.originMatches(request, publicURL: publicURL) }
        return request.headers[HTTPField.Name("Sec-Fetch-Site")!] == "same-origin"
    }
}
