import Foundation
import Hummingbird
import NIOCore
import ServerHTTP
import WebPages

/// The request context of the ToDo pages: who is logged in to the web apps, once
/// `ToDoSignInMiddleware` has found them.
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

/// Finds who is signed in through the MyBiz accounts' reader — by the web session for the pages,
/// by the API token for `/api/todos` — and refuses everyone else: a browser goes to the login form
/// and comes back afterwards; an app gets the contract's 401. Every ToDo route sits behind it.
struct ToDoSignInMiddleware: RouterMiddleware {
    typealias Context = ToDoRequestContext

    /// How a route's callers prove who they are.
    enum Credential {
        case webSession, apiToken
    }

    let sessions: any WebSessionReader
    let credential: Credential

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        let user =
            switch credential {
            case .webSession: try await sessions.user(of: request)
            case .apiToken: try await sessions.user(bearerTokenOf: request)
            }
        guard let user else {
            guard credential == .webSession else { throw APIError(.unauthorized, "Unauthorized") }
            return BrowserSession.webApps.loginRedirect(
                returningTo: request.method == .get ? request.uri.path : "/todo")
        }
        var context = context
        context.user = user
        return try await next(request, context)
    }
}
