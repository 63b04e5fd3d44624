import Foundation
import HTTPTypes
import Hummingbird
import ServerSupport

/// A login form sent from one of the server's pages (the dashboard's, the company app's): its
/// cross-site token checked against the form cookie, then the username and password, within the
/// attempt limits. The outcome is an account or a sentence for the form.
struct LoginFormCheck: Sendable {
    /// Why a login form did not log anyone in.
    struct Refusal: Error {
        let sentence: String
        let status: HTTPResponse.Status
        let retryAfter: Int?
    }

    let authenticator: Authenticator
    /// The address clients use (`--public-url`), which an `Origin` may name.
    let publicURL: String?

    /// The account `form`'s username and password open.
    ///
    /// - Throws: `Refusal` for a form from elsewhere (403), wrong credentials (401) or too many
    ///   attempts (429).
    func account(_ form: FormFields, _ request: Request, client: String) async throws -> Account {
        guard
            FormProtection.accepts(
                request, token: form[FormProtection.fieldName],
                expected: request.cookies[FormProtection.cookieName]?.value, publicURL: publicURL)
        else {
            throw Refusal(
                sentence: "This form expired or came from another site; nothing was sent. Please log in again.",
                status: .forbidden, retryAfter: nil)
        }
        do {
            return try await authenticator.login(
                username: form["username"] ?? "", password: form["password"] ?? "", client: client)
        } catch let error as APIError where error.status == .unauthorized {
            throw Refusal(sentence: "The username or password is wrong.", status: .unauthorized, retryAfter: nil)
        } catch let error as APIError where error.status == .tooManyRequests {
            throw Refusal(sentence: error.reason, status: .tooManyRequests, retryAfter: error.retryAfter)
        }
    }

    /// A login page that `render` makes with its form's token; the token is kept in the form
    /// cookie for the pages under `cookiePath` while the browser runs (the one its cookie held, or
    /// a new one), and a refusal for too many attempts says when to try again.
    func page(
        _ request: Request, cookiePath: String, retryAfter: Int? = nil, render: (_ token: String) throws -> Response
    ) throws -> Response {
        let token = request.cookies[FormProtection.cookieName]?.value.nilIfEmpty ?? FormProtection.newToken()
        var response = try render(token)
        response.setCookie(
            Cookie(
                name: FormProtection.cookieName, value: token, path: cookiePath,
                secure: WebSession.isHTTPS(request, publicURL: publicURL), httpOnly: true, sameSite: .strict))
        if let retryAfter { response.headers[.retryAfter] = "\(retryAfter)" }
        return response
    }
}
