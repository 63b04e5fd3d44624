import Foundation

/// What a request carries.
public enum RequestBody: Sendable {
    /// No body.
    case none
    /// A value encoded as JSON with the client's encoder (`Content-Type: application/json`).
    case json(any Encodable & Sendable)
    /// Bytes sent as they are, with the given content type.
    case data(Data, contentType: String)
    /// A `multipart/form-data` body; the boundary is chosen when the request is sent.
    case multipart(MultipartForm)
}
