import Foundation
import Hummingbird
import HummingbirdAuth
import MyBizAPI
import NIOCore
import ServerHTTP
import WebPages

/// The request context of the MyBiz API and its dashboard: the account a login middleware found
/// (`identity`), where the request came from, and the API's JSON — dates without fractions, keys in
/// a stable order — for every answer a handler returns.
struct MyBizRequestContext: ChildRequestContext, AuthRequestContext, RemoteAddressRequestContext, SignedInRequestContext
{
    typealias ParentContext = AppRequestContext

    var coreContext: CoreRequestContextStorage
    /// Who is logged in, once an authenticator middleware has run; `nil` on public routes.
    var identity: Account?
    /// The peer's address.
    let remoteAddress: SocketAddress?

    init(context: AppRequestContext) throws {
        coreContext = context.coreContext
        remoteAddress = context.remoteAddress
    }

    /// The MyBiz dialect of JSON, for every wire type a handler returns: one encoder for all
    /// requests (an encoder is safe to share, and making one per answer showed in profiles).
    var responseEncoder: JSONEncoder { Self.shared }

    private static let shared = encoder()

    /// The encoder of the MyBiz dialect of JSON, as answers are written.
    static func encoder() -> JSONEncoder {
        MyBizJSON.answerEncoder()
    }

    /// The account logged in, as every module's pages see it.
    var signedIn: WebUser? { identity?.webUser }

    /// The account logged in; the contract's 401 when there is none.
    func account() throws -> Account {
        guard let identity else { throw Authenticator.unauthorized }
        return identity
    }
}
