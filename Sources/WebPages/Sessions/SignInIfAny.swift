import Hummingbird

/// Notes who is signed in to the web apps through the accounts' reader and lets everyone through:
/// for pages open to all that show a signed-in person more (the market's hearts, messages and own
/// products). Routes that need a person sit behind `RequireSignIn` after it.
package struct SignInIfAny<Context: WebUserRequestContext>: RouterMiddleware {
    let sessions: any WebSessionReader

    /// Reads sessions through `sessions`.
    package init(sessions: any WebSessionReader) {
        self.sessions = sessions
    }

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        var context = context
        context.user = try await sessions.user(of: request)
        return try await next(request, context)
    }
}
