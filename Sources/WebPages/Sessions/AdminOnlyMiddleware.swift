import Hummingbird
import ServerHTTP

/// Lets only administrators through to the routes behind it, before anything of the request's body
/// is read: a member gets `refusal`, the 403 naming what they may not do, whatever they sent; no one
/// signed in gets the contract's 401. The company's admin screens and API routes, the analytics'
/// reads and the dashboard all sit behind it.
package struct AdminOnlyMiddleware<Context: SignedInRequestContext>: RouterMiddleware {
    /// Why a member may not.
    let refusal: APIError

    /// Refuses members with `refusal`.
    package init(refusal: APIError) {
        self.refusal = refusal
    }

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        guard let user = context.signedIn else { throw APIError(.unauthorized, "Unauthorized") }
        guard user.isAdmin else { throw refusal }
        return try await next(request, context)
    }
}

extension RouterGroup where Context: SignedInRequestContext {
    /// The routes added to the group this returns are for administrators only (`AdminOnlyMiddleware`).
    package func administrators(refusing refusal: APIError) -> RouterGroup<Context> {
        group().add(middleware: AdminOnlyMiddleware(refusal: refusal))
    }
}
