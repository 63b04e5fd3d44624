import Hummingbird
import ServerSupport
import WebPages

/// The web sessions, for other modules' pages: who a browser's cookie belongs to.
struct AccountWebSessions: WebSessionReader {
    let authenticator: Authenticator

    func user(of request: Request) async throws -> WebUser? {
        guard let token = BrowserSession.webApps.token(of: request),
            let account = try await authenticator.account(token: token, kind: .webSession)
        else { return nil }
        return WebUser(id: account.id, username: account.username, isAdmin: account.role == .admin)
    }
}
