import Hummingbird
import ServerHTTP
import WebPages

/// Keeps the company's screens and API closed to someone who signed in with the temporary password of
/// an invitation until they choose their own: a page is sent to Settings, which asks for it; a form
/// post, and any request of the API (`forPages` false), is refused with a sentence.
struct PasswordChosen: RouterMiddleware {
    /// Whether the routes behind it are pages, which send the person to Settings.
    var forPages = true

    /// What the API answers.
    static let refusal = APIError(
        .forbidden,
        "Choose your own password first (Settings, or POST /api/users/me/password): yours is a temporary one.")

    func handle(
        _ request: Request, context: MyBizRequestContext,
        next: (Request, MyBizRequestContext) async throws -> Response
    ) async throws -> Response {
        guard let account = context.identity, account.mustChoosePassword else {
            return try await next(request, context)
        }
        guard forPages, [.get, .head].contains(request.method) else {
            throw forPages
                ? APIError(.forbidden, "Choose your own password in Settings first: yours is a temporary one.")
                : Self.refusal
        }
        return HTMLPage.redirect(to: "/app/settings")
    }
}
