import Hummingbird
import HummingbirdAuth
import ServerHTTP

/// Checks the HTTP Basic credentials of a login, within the attempt limits: the account, or the
/// contract's 401 (429 past the limits) — nothing reaches the login handler without them.
struct BasicLoginAuthenticator: AuthenticatorMiddleware {
    typealias Context = MyBizRequestContext

    let authenticator: Authenticator

    func authenticate(request: Request, context: MyBizRequestContext) async throws -> Account? {
        try await authenticator.basicLogin(request, client: authenticator.clients.of(request, context: context))
    }
}
