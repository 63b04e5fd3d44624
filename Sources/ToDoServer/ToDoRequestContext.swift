import Foundation
import Hummingbird
import NIOCore
import ServerHTTP
import WebPages

/// The request context of the ToDo pages and API: who is logged in to the web apps, once
/// `SignInMiddleware` has found them.
struct ToDoRequestContext: ChildRequestContext, RemoteAddressRequestContext, WebUserRequestContext {
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
