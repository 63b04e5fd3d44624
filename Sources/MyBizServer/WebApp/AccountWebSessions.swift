import Foundation
import Hummingbird
import ServerHTTP
import WebPages

/// The web sessions and API tokens, for other modules: who a browser's cookie or an app's token
/// belongs to, and who an account's id names.
struct AccountWebSessions: WebSessionReader, WebPeople, AppPasswordReader {
    let authenticator: Authenticator
    /// The app passwords, for apps that sync.
    var appPasswords: AppPasswordDesk?

    func user(of request: Request) async throws -> WebUser? {
        guard let token = BrowserSession.webApps.token(of: request),
            let account = try await authenticator.account(token: token, kind: .webSession)
        else { return nil }
        return account.webUser
    }

    func user(bearerTokenOf request: Request) async throws -> WebUser? {
        return try await authenticator.account(bearerTokenOf: request)?.webUser
    }

    func user(appPasswordOf request: Request, context: some RemoteAddressRequestContext) async throws
        -> AppPasswordUser?
    {
        guard let appPasswords,
            let found = try await appPasswords.signIn(
                request, client: authenticator.clients.of(request, context: context))
        else { return nil }
        return AppPasswordUser(user: found.account.webUser, zone: found.password.zone)
    }

    func person(_ id: UUID) async throws -> WebPerson? {
        try await authenticator.accounts.person(id: id)
    }
}
