import Hummingbird
import WebPages

/// Notes who is signed in to the web apps on the market's pages, letting everyone else through: the
/// market is open to all, and a signed-in person sees their saved products, messages and own
/// products' controls. Routes that need a person check `context.user`.
struct MarketSignIn: RouterMiddleware {
    typealias Context = OpenMarketRequestContext
    let sessions: any WebSessionReader

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        var context = context
        context.user = try await sessions.user(of: request)
        return try await next(request, context)
    }
}
