import Hummingbird
import ServerHTTP
import WebPages

/// Keeps the company's screens closed to someone who signed in with the temporary password of an
/// invitation until they choose their own: a page is sent to Settings, which asks for it; a form
/// post is refused with a sentence.
struct PasswordChosen: RouterMiddleware {
    func handle(
        _ request: Request, context: MyBizRequestContext,
        next: (Request, MyBizRequestContext) async throws -> Response
    ) async throws -> Response {
        guard let account = context.identity, account.mustChoosePassword else {
            return try await next(request, context)
        }
        guard [.get, .head].contains(request.method) else {
            throw APIError(.forbidden, "Choose your own password in Settings first: yours is a temporary one.")
        }
        return HTMLPage.redirect(to: "/app/settings")
    }
}
