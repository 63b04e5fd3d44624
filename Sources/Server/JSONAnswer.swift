import Foundation
import Hummingbird
import NIOCore

/// JSON answers: UTF-8, slashes in URLs left as they are, keys sorted so the same value is always
/// the same bytes (`{"error":true,"reason":…}` included).
enum JSONAnswer {
    /// The media type of every JSON answer.
    static let mediaType = "application/json; charset=utf-8"

    /// `value` as a JSON answer.
    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        response(try encode(value), status: status)
    }

    /// Encoded JSON as an answer.
    static func response(_ json: Data, status: HTTPResponse.Status = .ok) -> Response {
        response(ByteBuffer(bytes: json), status: status)
    }

    /// Encoded JSON as an answer, sharing `json`'s storage.
    static func response(_ json: ByteBuffer, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: mediaType], body: .init(byteBuffer: json))
    }

    /// `value` encoded as the API writes JSON.
    static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return try encoder.encode(value)
    }
}
