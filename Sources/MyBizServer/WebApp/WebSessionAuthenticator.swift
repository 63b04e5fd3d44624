import HTTPTypes
import Hummingbird
import HummingbirdAuth
import WebPages

/// Finds the account a web-app session cookie belongs to, for the company app's and the ToDo
/// pages. A missing, expired or revoked session leaves the request without an identity.
struct WebSessionAuthenticator: AuthenticatorMiddleware {
    typealias Context = MyBizRequestContext

    let authenticator: Authenticator

    func authenticate(request: Request, context: MyBizRequestContext) async throws -> Account? {
        guard let token = BrowserSession.webApps.token(of: request) else { return nil }
        return try await authenticator.account(token: token, kind: .webSession)
    }
}
