public import Hummingbird
public import NIOCore

/// The request context of every route: Hummingbird's basics and the address the request came from.
public struct AppRequestContext: RequestContext, RemoteAddressRequestContext {
    /// Hummingbird's part: logger, route parameters, endpoint.
    public var coreContext: CoreRequestContextStorage
    /// The peer's address: the client's, or the proxy's in front of it.
    public let remoteAddress: SocketAddress?

    /// The context of a request arriving on `source`'s connection.
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}
