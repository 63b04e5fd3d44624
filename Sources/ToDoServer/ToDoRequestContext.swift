import Foundation
import Hummingbird
import NIOCore
import ServerSupport
import WebPages

/// The request context of the ToDo pages: who is logged in to the web apps, once
/// `ToDoSessionMiddleware` has found them.
struct ToDoRequestContext: ChildRequestContext, RemoteAddressRequestContext {
    typealias ParentContext = AppRequestContext

    var coreContext: CoreRequestContextStorage
    /// The peer's address.
    let remoteAddress: SocketAddress?
    /// The person whose list the pages show; set for every route behind the middleware.
    var user: WebUser?

    init(context: AppRequestContext) throws {
        coreContext = context.coreContext
        remoteAddress = context.remoteAddress
    }

    /// The person logged in.
    func person() throws -> WebUser {
        guard let user else { throw APIError(.unauthorized, "Log in to see your to-do list.") }
        return user
    }
}

/// Finds who is logged in to the web apps through the MyBiz accounts' session reader, and sends
/// everyone else to the login form, to come back afterwards. Every ToDo route sits behind it.
struct ToDoSessionMiddleware: RouterMiddleware {
    typealias Context = ToDoRequestContext

    let sessions: any WebSessionReader

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        guard let user = try await sessions.user(of: request) else {
            return BrowserSession.webApps.loginRedirect(
                returningTo: request.method == .get ? request.uri.path : "/todo")
        }
        var context = context
        context.user = user
        return try await next(request, context)
    }
}
