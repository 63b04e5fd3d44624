import Foundation
import Hummingbird
import NIOCore

/// JSON answers: UTF-8, slashes in URLs left as they are, keys sorted so the same value is always
/// the same bytes (`{"error":true,"reason":…}` included).
package enum JSONAnswer {
    /// The media type of every JSON answer.
    package static let mediaType = "application/json; charset=utf-8"

    /// `value` as a JSON answer.
    package static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        response(try encode(value), status: status)
    }

    /// Encoded JSON as an answer.
    package static func response(_ json: Data, status: HTTPResponse.Status = .ok) -> Response {
        response(ByteBuffer(bytes: json), status: status)
    }

    /// Encoded JSON as an answer, sharing `json`'s storage.
    package static func response(_ json: ByteBuffer, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: mediaType], body: .init(byteBuffer: json))
    }

    /// `value` encoded as the API writes JSON.
    package static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return try encoder.encode(value)
    }
}
