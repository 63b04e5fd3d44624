import Hummingbird
import WebPages

/// The web sessions and API tokens, for other modules: who a browser's cookie or an app's token belongs to.
struct AccountWebSessions: WebSessionReader {
    let authenticator: Authenticator

    func user(of request: Request) async throws -> WebUser? {
        guard let token = BrowserSession.webApps.token(of: request),
            let account = try await authenticator.account(token: token, kind: .webSession)
        else { return nil }
        return account.webUser
    }

    func user(bearerTokenOf request: Request) async throws -> WebUser? {
        return try await authenticator.account(bearerTokenOf: request)?.webUser
    }
}
