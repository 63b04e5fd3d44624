import Foundation

/// A typed HTTP request: what to send, and how to turn a successful answer into `Output`.
///
/// `Output` is a `Decodable` type (decoded from JSON), `Data` (the body as received) or `Void`
/// (the body is ignored):
///
/// ```swift
/// let thing = try await client.send(Request<Thing>(path: "/things/1"))
/// try await client.send(Request<Void>(method: .delete, path: "/things/1"))
/// ```
public struct Request<Output>: Sendable {
    /// The HTTP method; `.get` unless given.
    public var method: HTTPMethod
    /// Where the request goes: a path under the client's base URL, or an absolute URL.
    public var target: RequestTarget
    /// Query items appended to the URL, sorted by name so the URL is the same on every send.
    public var query: [String: String]
    /// Headers of this request; they win over behaviours' headers and the body's content type.
    public var headers: [String: String]
    /// The body.
    public var body: RequestBody
    /// Turns the body of a 2xx answer into `Output`, given the client's JSON decoder.
    public let decode: @Sendable (_ body: Data, _ decoder: JSONDecoder) throws -> Output

    /// Creates a request with a custom way of reading the answer, for formats other than JSON.
    public init(
        method: HTTPMethod = .get,
        target: RequestTarget,
        query: [String: String] = [:],
        headers: [String: String] = [:],
        body: RequestBody = .none,
        decode: @escaping @Sendable (_ body: Data, _ decoder: JSONDecoder) throws -> Output
    ) {
        self.method = method
        self.target = target
        self.query = query
        self.headers = headers
        self.body = body
        self.decode = decode
    }
}

extension Request where Output: Decodable & SendableMetatype {
    /// A request for a path under the client's base URL whose answer is decoded from JSON.
    public init(
        method: HTTPMethod = .get, path: String, query: [String: String] = [:],
        headers: [String: String] = [:], body: RequestBody = .none
    ) {
        self.init(method: method, target: .path(path), query: query, headers: headers, body: body) {
            try $1.decode(Output.self, from: $0)
        }
    }

    /// A request for an absolute URL whose answer is decoded from JSON.
    public init(
        method: HTTPMethod = .get, url: URL, query: [String: String] = [:],
        headers: [String: String] = [:], body: RequestBody = .none
    ) {
        self.init(method: method, target: .url(url), query: query, headers: headers, body: body) {
            try $1.decode(Output.self, from: $0)
        }
    }
}

extension Request where Output == Data {
    /// A request for a path under the client's base URL whose answer is the raw body.
    public init(
        method: HTTPMethod = .get, path: String, query: [String: String] = [:],
        headers: [String: String] = [:], body: RequestBody = .none
    ) {
        self.init(method: method, target: .path(path), query: query, headers: headers, body: body) { data, _ in
            data
        }
    }

    /// A request for an absolute URL whose answer is the raw body.
    public init(
        method: HTTPMethod = .get, url: URL, query: [String: String] = [:],
        headers: [String: String] = [:], body: RequestBody = .none
    ) {
        self.init(method: method, target: .url(url), query: query, headers: headers, body: body) { data, _ in
            data
        }
    }
}

extension Request where Output == Void {
    /// A request for a path under the client's base URL whose answer's body is ignored.
    public init(
        method: HTTPMethod = .get, path: String, query: [String: String] = [:],
        headers: [String: String] = [:], body: RequestBody = .none
    ) {
        self.init(method: method, target: .path(path), query: query, headers: headers, body: body) { _, _ in }
    }

    /// A request for an absolute URL whose answer's body is ignored.
    public init(
        method: HTTPMethod = .get, url: URL, query: [String: String] = [:],
        headers: [String: String] = [:], body: RequestBody = .none
    ) {
        self.init(method: method, target: .url(url), query: query, headers: headers, body: body) { _, _ in }
    }
}
