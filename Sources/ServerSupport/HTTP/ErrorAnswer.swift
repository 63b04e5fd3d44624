import Foundation
import HTTPTypes
import NIOCore
import NIOFoundationCompat
import OpenMarketAPI

/// The API's error body, `{"error":true,"reason":…}`, for answers written below the router: by the
/// connection's own handlers, which answer requests the router never sees.
enum ErrorAnswer {
    /// The body for `reason`.
    static func body(_ reason: String) -> ByteBuffer {
        ByteBuffer(data: (try? JSONAnswer.encode(ErrorBody(reason: reason))) ?? Data(#"{"error":true}"#.utf8))
    }

    /// The head of an error answer that closes the connection after it.
    static func head(_ status: HTTPResponse.Status, bodyBytes: Int, retryAfter: Int? = nil) -> HTTPResponse {
        var fields: HTTPFields = [
            .contentType: JSONAnswer.mediaType, .contentLength: "\(bodyBytes)", .connection: "close",
        ]
        if let retryAfter { fields[.retryAfter] = "\(retryAfter)" }
        return HTTPResponse(status: status, headerFields: fields)
    }

    /// A whole HTTP/1.1 answer as bytes, for a connection refused before HTTP is parsed.
    static func raw(_ status: HTTPResponse.Status, _ reason: String, retryAfter: Int? = nil) -> ByteBuffer {
        var body = body(reason)
        let head = head(status, bodyBytes: body.readableBytes, retryAfter: retryAfter)
        var buffer = ByteBuffer(string: "HTTP/1.1 \(status.code) \(status.reasonPhrase)\r\n")
        for field in head.headerFields { buffer.writeString("\(field.name): \(field.value)\r\n") }
        buffer.writeString("\r\n")
        buffer.writeBuffer(&body)
        return buffer
    }
}
