import Foundation
import HTTPTypes
import Hummingbird
import ServerHTTP

/// Sends a browser nobody is signed in on to the login form, to come back afterwards: to the page
/// it asked for, or — for a form sent after its session ended — to the page the form was on (its
/// `Referer`, when that is a path of this site), else to `fallback`. Pages that need a person sit
/// in a group behind it, after the middleware that notes who is signed in. A page's own script
/// (asking for JSON) gets a 401 with a sentence instead, which it can show: a redirect to the login
/// form would hand it a page it cannot read.
package struct RequireSignIn<Context: SignedInRequestContext>: RouterMiddleware {
    let fallback: String

    /// Requires sign-in, coming back to `fallback` when a form's page is unknown.
    package init(fallback: String) {
        self.fallback = fallback
    }

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        guard context.signedIn == nil else { return try await next(request, context) }
        if Self.isScript(request) {
            throw APIError(.unauthorized, "Your session has ended; log in again (reload the page).")
        }
        return BrowserSession.webApps.loginRedirect(returningTo: returnPath(of: request))
    }

    /// Whether `request` comes from a page's script, which asks for JSON rather than a page.
    static func isScript(_ request: Request) -> Bool {
        guard let accept = request.headers[.accept] else { return false }
        return accept.contains("application/json") && !accept.contains("text/html")
    }

    /// Where the person comes back to after logging in.
    func returnPath(of request: Request) -> String {
        if [.get, .head].contains(request.method) {
            return BrowserSession.returnPath(of: request, default: fallback)
        }
        guard let referer = request.headers[.referer].flatMap(URLComponents.init(string:)) else { return fallback }
        var path = referer.percentEncodedPath
        if let query = referer.percentEncodedQuery, !query.isEmpty { path += "?" + query }
        return BrowserSession.safeReturnPath(path, default: fallback)
    }
}
