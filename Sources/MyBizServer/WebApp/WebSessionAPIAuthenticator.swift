import HTTPTypes
import Hummingbird
import HummingbirdAuth
import WebPages

/// Opens `POST /api/analytics` (the one API route it guards) to the web app's own scripts: a
/// request without a bearer token, carrying a web session cookie, that the browser says comes from
/// a page of this server (`Sec-Fetch-Site:
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
            let token = BrowserSession.webApps.token(of: request), isSameOrigin(request)
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
