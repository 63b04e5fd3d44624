import Foundation
import HTTPTypes

/// What a request is, without its `Output` type: the part of sending that does not depend on it.
struct RequestParts: Sendable {
    let method: HTTPMethod
    let target: RequestTarget
    let query: [String: String]
    let headers: [String: String]
    let body: RequestBody
}

/// A request ready for its attempts: location resolved, method checked, body encoded.
struct PreparedRequest: Sendable {
    let method: HTTPMethod
    let wireMethod: HTTPRequest.Method
    let location: RequestLocation
    let headers: [String: String]
    let body: EncodedBody

    init(_ parts: RequestParts, location: RequestLocation, encoder: JSONEncoder) throws(NetworkError) {
        guard let wireMethod = HTTPRequest.Method(parts.method.rawValue) else {
            throw .invalidRequest(reason: "“\(parts.method.rawValue)” is not a valid HTTP method.")
        }
        self.method = parts.method
        self.wireMethod = wireMethod
        self.location = location
        self.headers = parts.headers
        self.body = try parts.body.encoded(using: encoder)
    }

    /// The head of one attempt. Header precedence, lowest first: the behaviours' headers, the
    /// body's content type, the request's own headers. `HTTPFields` compares names ignoring case,
    /// so a later `authorization` replaces an earlier `Authorization`.
    func head(adding behaviorHeaders: [String: String]) throws(NetworkError) -> HTTPRequest {
        var fields = HTTPFields()
        try fields.set(behaviorHeaders)
        if let contentType = body.contentType { fields[.contentType] = contentType }
        try fields.set(headers)
        return HTTPRequest(
            method: wireMethod, scheme: location.scheme, authority: location.authority, path: location.pathAndQuery,
            headerFields: fields)
    }
}

extension HTTPFields {
    /// Sets each header, replacing any of the same name; fails with a sentence on a name HTTP forbids.
    fileprivate mutating func set(_ headers: [String: String]) throws(NetworkError) {
        for (name, value) in headers {
            guard let fieldName = HTTPField.Name(name) else {
                throw .invalidRequest(reason: "“\(name)” is not a valid HTTP header name.")
            }
            self[fieldName] = value
        }
    }
}
