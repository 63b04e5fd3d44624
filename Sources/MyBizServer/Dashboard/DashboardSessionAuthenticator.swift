import Hummingbird
import HummingbirdAuth
import ServerSupport
import WebPages

/// Finds the administrator a dashboard session cookie belongs to. A cookie of anyone else, one
/// that is not a dashboard session, or none at all leaves the request without an identity.
struct DashboardSessionAuthenticator: AuthenticatorMiddleware {
    typealias Context = MyBizRequestContext

    let authenticator: Authenticator

    func authenticate(request: Request, context: MyBizRequestContext) async throws -> Account? {
        guard let token = BrowserSession.dashboard.token(of: request),
            let account = try await authenticator.account(token: token, kind: .dashboardSession),
            account.role == .admin
        else { return nil }
        return account
    }
}

/// Sends a browser without a dashboard session to the login page.
struct RequireDashboardSession: RouterMiddleware {
    typealias Context = MyBizRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        guard context.identity != nil else {
            return Response(status: .seeOther, headers: [.location: "/dashboard/login", .cacheControl: "no-store"])
        }
        return try await next(request, context)
    }
}
