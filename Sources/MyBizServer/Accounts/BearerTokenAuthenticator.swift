import Hummingbird
import HummingbirdAuth

/// Finds the account an API token in `Authorization: Bearer …` opens. Routes behind it and
/// `IsAuthenticatedMiddleware` answer the contract's 401 to anyone else.
struct BearerTokenAuthenticator: AuthenticatorMiddleware {
    typealias Context = MyBizRequestContext

    let authenticator: Authenticator

    func authenticate(request: Request, context: MyBizRequestContext) async throws -> Account? {
        try await authenticator.account(bearerTokenOf: request)
    }
}
