import Foundation
public import HTTPTypes

/// A successful (2xx) answer as behaviours see it, whatever the request's `Output` type.
public struct AnyResponse: Sendable {
    /// The HTTP status code, 200 … 299.
    public let statusCode: Int
    /// The answer's header fields; look-ups ignore case (`headers[.contentType]`).
    public let headers: HTTPFields
    /// The answer's body as received.
    public let body: Data

    /// Creates a response description.
    public init(statusCode: Int, headers: HTTPFields, body: Data) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }
}
