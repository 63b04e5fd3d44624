import Hummingbird
import WebPages

/// Sends a browser without a web session to the login form, to come back here afterwards.
struct RequireWebSession: RouterMiddleware {
    typealias Context = MyBizRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        guard context.identity != nil else {
            return BrowserSession.webApps.loginRedirect(returningTo: request.uri.path)
        }
        return try await next(request, context)
    }
}
