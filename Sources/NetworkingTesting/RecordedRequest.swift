import Foundation
public import HTTPTypes
public import Networking

/// A request as `MockTransport` received it.
public struct RecordedRequest: Sendable {
    /// The method.
    public let method: HTTPMethod
    /// The full URL.
    public let url: URL
    /// The header fields; look-ups ignore case.
    public let headers: HTTPFields
    /// The body; empty when there was none.
    public let body: Data

    init(_ request: HTTPRequest, body: Data) {
        method = HTTPMethod(rawValue: request.method.rawValue)
        url = request.url ?? URL(fileURLWithPath: "/")
        headers = request.headerFields
        self.body = body
    }

    /// The value of header `name` (any case), or `nil`.
    public func header(_ name: String) -> String? {
        HTTPField.Name(name).flatMap { headers[$0] }
    }

    /// The query items of the URL, by name.
    public var query: [String: String] {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: true)?.queryItems ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
    }

    /// The body decoded from JSON.
    public func decodedBody<T: Decodable>(as type: T.Type = T.self) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(T.self, from: body)
    }
}
