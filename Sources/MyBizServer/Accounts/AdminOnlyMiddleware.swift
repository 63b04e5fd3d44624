import Hummingbird
import ServerHTTP

/// Lets only administrators through to the routes behind it, before anything of the request's body
/// is read: a member gets `refusal`, the 403 naming what they may not do, whatever they sent. The
/// desks check again, whoever calls them.
struct AdminOnlyMiddleware: RouterMiddleware {
    typealias Context = MyBizRequestContext

    /// Why a member may not.
    let refusal: APIError

    func handle(
        _ request: Request, context: MyBizRequestContext,
        next: (Request, MyBizRequestContext) async throws -> Response
    ) async throws -> Response {
        try context.account().requireAdmin(refusal)
        return try await next(request, context)
    }
}

extension RouterGroup where Context == MyBizRequestContext {
    /// The routes added to the group this returns are for administrators only (`AdminOnlyMiddleware`).
    func administrators(refusing refusal: APIError) -> RouterGroup<MyBizRequestContext> {
        group().add(middleware: AdminOnlyMiddleware(refusal: refusal))
    }
}
