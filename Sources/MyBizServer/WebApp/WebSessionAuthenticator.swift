import HTTPTypes
import Hummingbird
import HummingbirdAuth
import ServerSupport

/// Finds the account a web-app session cookie belongs to, for the company app's and the ToDo
/// pages. A missing, expired or revoked session leaves the request without an identity.
struct WebSessionAuthenticator: AuthenticatorMiddleware {
    typealias Context = MyBizRequestContext

    let authenticator: Authenticator

    func authenticate(request: Request, context: MyBizRequestContext) async throws -> Account? {
        guard let token = WebSession.token(of: request) else { return nil }
        return try await authenticator.account(token: token, kind: .webSession)
    }
}

/// Opens the API to the web app's own scripts: a request without a bearer token, carrying a web
/// session cookie, that the browser says comes from a page of this server (`Sec-Fetch-Site:
/// same-origin`, or an `Origin` naming this server). Another site's page cannot send the cookie
/// (SameSite=Strict), and would be named by the browser if it could.
struct WebSessionAPIAuthenticator: RouterMiddleware {
    typealias Context = MyBizRequestContext

    let authenticator: Authenticator
    /// The address clients use (`--public-url`), which an `Origin` may name.
    let publicURL: String?

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        guard context.identity == nil, request.headers[.authorization] == nil,
            let token = WebSession.token(of: request), isSameOrigin(request)
        else { return try await next(request, context) }
        var context = context
        context.identity = try await authenticator.account(token: token, kind: .webSession)
        return try await next(request, context)
    }

    private func isSameOrigin(_ request: Request) -> Bool {
        if request.headers[.origin] != nil { return FormProtection.originMatches(request, publicURL: publicURL) }
        return request.headers[HTTPField.Name("Sec-Fetch-Site")!] == "same-origin"
    }
}

/// Sends a browser without a web session to the login form, to come back here afterwards.
struct RequireWebSession: RouterMiddleware {
    typealias Context = MyBizRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        guard context.identity != nil else { return WebSession.loginRedirect(returningTo: request.uri.path) }
        return try await next(request, context)
    }
}

/// The web sessions, for other modules' pages: who a browser's cookie belongs to.
struct AccountWebSessions: WebSessionReader {
    let authenticator: Authenticator

    func user(of request: Request) async throws -> WebUser? {
        guard let token = WebSession.token(of: request),
            let account = try await authenticator.account(token: token, kind: .webSession)
        else { return nil }
        return WebUser(id: account.id, username: account.username, isAdmin: account.role == .admin)
    }
}
