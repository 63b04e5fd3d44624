import Foundation
import Hummingbird
import NIOCore
import OpenMarketAPI
import ServerHTTP
import WebPages

/// The request context of the Open Market API: where the request came from (for the password
/// attempt limits), and the API's JSON — keys in a stable order, URLs with their slashes — for every
/// answer a handler returns.
struct OpenMarketRequestContext: ChildRequestContext, RemoteAddressRequestContext, WebUserRequestContext {
    typealias ParentContext = AppRequestContext

    var coreContext: CoreRequestContextStorage
    /// The peer's address.
    let remoteAddress: SocketAddress?
    /// Who is signed in to the web apps, on the market's pages (`SignInIfAny`); `nil` elsewhere.
    var user: WebUser?

    init(context: AppRequestContext) throws {
        coreContext = context.coreContext
        remoteAddress = context.remoteAddress
    }

    /// The Open Market's JSON, for every wire type a handler returns: one encoder for all requests
    /// (an encoder is safe to share, and making one per answer is work every answer repeated).
    var responseEncoder: JSONEncoder { Self.shared }

    private static let shared: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return encoder
    }()
}

extension OpenMarketRequestContext {
    /// The person signed in, on routes behind `RequireSignIn`.
    func person() throws(APIError) -> WebUser {
        guard let user else { throw APIError(.unauthorized, "Log in first.") }
        return user
    }

    /// The path's `{id}`: a number from 1, else 404.
    func pathID() throws(APIError) -> Int {
        guard let id = parameters.get("id", as: Int.self), id > 0 else { throw APIError.notFound }
        return id
    }
}

// The wire types handlers return: encoded by the context's encoder.
extension ItemDetail: ResponseEncodable {}
