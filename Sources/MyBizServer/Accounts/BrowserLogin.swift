import Foundation
import HTTPTypes
import Hummingbird
import ServerHTTP
import ServerSecurity
import WebPages

/// Logging in and out of one of the server's pages (the dashboard's, the company app's) with a
/// `BrowserSession`: the login form with its cross-site token in a form cookie, the username and
/// password checked within the attempt limits, the session started in its cookie, and ended again.
struct BrowserLogin: Sendable {
    /// Why a login form did not log anyone in.
    struct Refusal: Error {
        let sentence: String
        let status: HTTPResponse.Status
        let retryAfter: Int?
    }

    let authenticator: Authenticator
    let session: BrowserSession
    /// What the session's tokens are issued as.
    let kind: CredentialKind
    /// The address clients use (`--public-url`), which an `Origin` may name.
    let publicURL: String?

    /// A login page that `render` makes with its form's token; the token is kept in a form cookie
    /// for the login form's folder while the browser runs (the one its cookie held, or a new one),
    /// and a refusal for too many attempts says when to try again.
    func page(_ request: Request, retryAfter: Int? = nil, render: (_ token: String) throws -> Response) throws
        -> Response
    {
        let token = request.cookies[FormProtection.cookieName]?.value.nilIfEmpty ?? FormProtection.newToken()
        var response = try render(token)
        response.setCookie(
            Cookie(
                name: FormProtection.cookieName, value: token,
                path: (session.loginPath as NSString).deletingLastPathComponent,
                secure: BrowserSession.isHTTPS(request, publicURL: publicURL), httpOnly: true, sameSite: .strict))
        if let retryAfter { response.headers[.retryAfter] = "\(retryAfter)" }
        return response
    }

    /// Whether `form`, one of the pages shown before sign-in (login, sign-up, a reset link's), came from
    /// this site with the token its page put in the browser's cookie.
    func acceptsForm(_ form: FormFields, _ request: Request) -> Bool {
        FormProtection.accepts(
            request, token: form[FormProtection.fieldName], expected: request.cookies[FormProtection.cookieName]?.value,
            publicURL: publicURL)
    }

    /// The account a login form's username and password open.
    ///
    /// - Throws: `Refusal` for a form from elsewhere (403), wrong credentials (401) or too many
    ///   attempts (429).
    func account(_ form: FormFields, _ request: Request, context: some RemoteAddressRequestContext) async throws
        -> Account
    {
        guard acceptsForm(form, request) else {
            throw Refusal(
                sentence: "This form expired or came from another site; nothing was sent. Please log in again.",
                status: .forbidden, retryAfter: nil)
        }
        do {
            return try await authenticator.login(
                username: form["username"] ?? "", password: form["password"] ?? "",
                client: authenticator.clients.of(request, context: context))
        } catch let error as APIError where error.status == .unauthorized {
            throw Refusal(sentence: "The username or password is wrong.", status: .unauthorized, retryAfter: nil)
        } catch let error as APIError where error.status == .tooManyRequests {
            throw Refusal(sentence: error.reason, status: .tooManyRequests, retryAfter: error.retryAfter)
        }
    }

    /// Starts a session for `account` and sends the browser on to `path`.
    func start(for account: Account, _ request: Request, goingTo path: String) async throws -> Response {
        let token = try await authenticator.issueToken(for: account, kind: kind, lifetime: session.lifetime)
        var response = HTMLPage.redirect(to: path)
        response.setCookie(session.cookie(token.text, request: request, publicURL: publicURL))
        return response
    }

    /// Ends the session of a log-out form from one of its pages, at once, and goes to the login form.
    ///
    /// - Throws: `APIError` 403 for a form from elsewhere: the session goes on.
    func end(_ request: Request) async throws -> Response {
        guard let token = session.token(of: request) else { return HTMLPage.redirect(to: session.loginPath) }
        try await session.form(of: request, publicURL: publicURL)
        try await authenticator.revoke(SessionToken(text: token), kind: kind)
        var response = HTMLPage.redirect(to: session.loginPath + "?notice=loggedout")
        response.setCookie(session.cookie("", request: request, publicURL: publicURL))
        response.forgetWhatTheDeviceKept()
        return response
    }
}
