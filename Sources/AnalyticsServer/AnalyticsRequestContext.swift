import Foundation
import Hummingbird
import MyBizAPI
import NIOCore
import ServerHTTP
import WebPages

/// The request context of the analytics API and the dashboard: who is signed in (through the MyBiz
/// accounts' `WebSessionReader`, once `SignInMiddleware` ran), where the request came from, and the
/// MyBiz dialect of JSON for every answer a handler returns.
struct AnalyticsRequestContext: ChildRequestContext, RemoteAddressRequestContext, WebUserRequestContext {
    typealias ParentContext = AppRequestContext

    var coreContext: CoreRequestContextStorage
    /// The peer's address.
    let remoteAddress: SocketAddress?
    /// The person signed in; set for every route behind the sign-in middleware.
    var user: WebUser?

    init(context: AppRequestContext) throws {
        coreContext = context.coreContext
        remoteAddress = context.remoteAddress
    }

    /// The MyBiz dialect of JSON, as the company's API answers.
    var responseEncoder: JSONEncoder { Self.encoder }

    private static let encoder = MyBizJSON.answerEncoder()

    /// The person signed in; the contract's 401 when there is none.
    func person() throws -> WebUser {
        guard let user else { throw APIError(.unauthorized, "Unauthorized") }
        return user
    }
}
