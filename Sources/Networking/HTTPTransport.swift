import Foundation
public import HTTPTypes

/// Sends one attempt of a request: the only part of `NetworkClient` that touches a socket.
///
/// A transport returns whatever the server answered, any status; it throws only when there is no
/// answer (refused, reset, timed out, cancelled). Retries, decoding and behaviours are the client's.
public protocol HTTPTransport: Sendable {
    /// Sends `request` with `body` and returns the answer's head and body.
    func send(_ request: HTTPRequest, body: Data?) async throws -> (HTTPResponse, Data)
}
