import AsyncHTTPClient
import Foundation
import Networking
import NetworkingAsyncHTTPClient

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One way of fetching `GET /thing`, measured against the others.
struct ClientVariant: Sendable {
    let name: String
    let fetch: @Sendable () async throws -> Void

    /// AsyncHTTPClient used directly: the ceiling our client is compared with.
    static func rawAsyncHTTPClient(_ client: HTTPClient, url: URL) -> ClientVariant {
        ClientVariant(name: "raw AsyncHTTPClient") {
            let response = try await client.execute(HTTPClientRequest(url: url.absoluteString), timeout: .seconds(30))
            let body = try await response.body.collect(upTo: 1 << 20)
            guard response.status == .ok, body.readableBytes > 0 else { throw UnexpectedAnswer() }
        }
    }

    /// `NetworkClient` sending `Request<Data>` through `transport`: what the client adds (retry
    /// bookkeeping, headers, the attempt context, hooks) on top of the transport, plus `behavior`.
    static func networkClient(
        _ name: String, transport: any HTTPTransport, baseURL: URL,
        behavior: any RequestBehavior = EmptyRequestBehavior()
    ) -> ClientVariant {
        let client = NetworkClient(baseURL: baseURL, transport: transport, behavior: behavior)
        return ClientVariant(name: name) {
            let body = try await client.send(Request<Data>(path: "/thing"))
            guard !body.isEmpty else { throw UnexpectedAnswer() }
        }
    }

    /// What an app typically adds: an activity counter and a bearer token.
    static func typicalBehaviors() -> any RequestBehavior {
        CombinedRequestBehavior(behaviors: [RequestCounter(), AuthTokenHeaderBehavior(token: { "token" })])
    }

    /// A URLSession allowing as many connections to one host as the benchmark runs requests at once.
    static func urlSession(connections: Int) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = connections
        return URLSession(configuration: configuration)
    }
}

/// The server answered something other than the thing.
struct UnexpectedAnswer: Error {}
