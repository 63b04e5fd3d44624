import Hummingbird
import ServerHTTP

/// Lets only the company's people through to the routes behind it — its screens and its API — before
/// anything of the request's body is read. An account made only for the market (signed up while the
/// company is not open) gets a 403 sentence saying how to join; no one signed in gets the contract's 401.
struct CompanyPeopleOnly: RouterMiddleware {
    /// Why someone who is not one of the company's people may not.
    static let refusal = APIError(
        .forbidden,
        "This is the company's own: your account is not one of its people. Ask an administrator to invite you or admit your account."
    )

    func handle(
        _ request: Request, context: MyBizRequestContext,
        next: (Request, MyBizRequestContext) async throws -> Response
    ) async throws -> Response {
        guard let account = context.identity else { throw Authenticator.unauthorized }
        guard account.isCompanyMember else { throw Self.refusal }
        return try await next(request, context)
    }
}
