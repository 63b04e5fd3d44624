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
    /// Who is signed in to the web apps, on the market's pages (`MarketSignIn`); `nil` elsewhere.
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

// The wire types handlers return: encoded by the context's encoder.
extension ItemDetail: ResponseEncodable {}
