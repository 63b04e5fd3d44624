public import AsyncHTTPClient
import Foundation
public import HTTPTypes
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
public import Networking

/// A transport over AsyncHTTPClient (SwiftNIO): the fast choice on Linux.
///
/// `AsyncHTTPClientTransport()` uses the process-wide `sharedClient`;
/// `AsyncHTTPClientTransport(client:)` uses one the caller owns and shuts down.
public struct AsyncHTTPClientTransport: HTTPTransport {
    /// Answers larger than this many bytes fail instead of filling memory.
    public static let defaultMaxResponseBytes = 64 * 1024 * 1024

    /// The process-wide client behind `AsyncHTTPClientTransport()`; it is never shut down.
    ///
    /// It is AsyncHTTPClient's browser-like singleton configuration with one change: a connection
    /// that cannot be established fails the attempt at once. AsyncHTTPClient would otherwise keep
    /// reconnecting until the request's deadline, so a server that is down would take the whole
    /// timeout to report — and retrying is `NetworkClient`'s `RetryPolicy`'s decision.
    public static let sharedClient: HTTPClient = {
        var configuration = HTTPClient.Configuration.singletonConfiguration
        configuration.timeout = .init(connect: .seconds(10), read: .seconds(60))
        configuration.connectionPool.retryConnectionEstablishment = false
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()

    private let client: HTTPClient
    private let timeout: TimeAmount
    private let maxResponseBytes: Int

    /// Creates a transport.
    ///
    /// - Parameters:
    ///   - client: the HTTP client; by default `sharedClient`, which lives as long as the process.
    ///   - timeout: how long one attempt may take, answer body included.
    ///   - maxResponseBytes: the largest answer body accepted.
    public init(
        client: HTTPClient = sharedClient,
        timeout: Duration = .seconds(60),
        maxResponseBytes: Int = defaultMaxResponseBytes
    ) {
        self.client = client
        let (seconds, attoseconds) = timeout.components
        self.timeout = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        self.maxResponseBytes = maxResponseBytes
    }

    /// Sends one attempt; cancelling the calling task cancels it.
    public func send(_ request: HTTPRequest, body: Data?) async throws -> (HTTPResponse, Data) {
        guard let scheme = request.scheme, let authority = request.authority, let path = request.path else {
            throw HTTPClientError.invalidURL
        }
        var outgoing = HTTPClientRequest(url: "\(scheme)://\(authority)\(path)")
        outgoing.method = NIOHTTP1.HTTPMethod(rawValue: request.method.rawValue)
        outgoing.headers.reserveCapacity(request.headerFields.count)
        for field in request.headerFields {
            outgoing.headers.add(name: field.name.rawName, value: field.value)
        }
        if let body {
            outgoing.body = .bytes(ByteBuffer(data: body))
        }
        let deadline = NIODeadline.now() + timeout
        let response: HTTPClientResponse
        let bytes: ByteBuffer
        do {
            response = try await client.execute(outgoing, deadline: deadline)
            bytes = try await response.body.collect(upTo: maxResponseBytes)
        } catch {
            throw ConnectionFailure.translated(error)
        }
        var fields = HTTPFields()
        fields.reserveCapacity(response.headers.count)
        for (name, value) in response.headers {
            if let fieldName = HTTPField.Name(name) {
                fields.append(HTTPField(name: fieldName, value: value))
            }
        }
        let head = HTTPResponse(
            status: .init(code: Int(response.status.code), reasonPhrase: response.status.reasonPhrase),
            headerFields: fields)
        return (head, Data(buffer: bytes, byteTransferStrategy: .noCopy))
    }
}
