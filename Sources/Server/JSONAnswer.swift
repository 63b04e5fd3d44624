import Foundation
import Hummingbird
import NIOCore

/// JSON answers: UTF-8, slashes in URLs left as they are.
enum JSONAnswer {
    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(bytes: try encoder.encode(value))))
    }
}
