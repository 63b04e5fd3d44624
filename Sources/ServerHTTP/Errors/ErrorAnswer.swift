import HTTPTypes
import NIOCore

/// Error answers written below the router — by the connection's own handlers, which answer
/// requests the router never sees — in the body `format` the server was given.
package struct ErrorAnswer: Sendable {
    /// How the body is written.
    package let format: ErrorBodyFormat

    /// Answers in `format`.
    package init(format: ErrorBodyFormat) {
        self.format = format
    }

    /// The body for `reason`.
    func body(_ status: HTTPResponse.Status, _ reason: String) -> ByteBuffer {
        format.body(APIError(status, reason))
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
    func raw(_ status: HTTPResponse.Status, _ reason: String, retryAfter: Int? = nil) -> ByteBuffer {
        var body = body(status, reason)
        let head = Self.head(status, bodyBytes: body.readableBytes, retryAfter: retryAfter)
        var buffer = ByteBuffer(string: "HTTP/1.1 \(status.code) \(status.reasonPhrase)\r\n")
        for field in head.headerFields { buffer.writeString("\(field.name): \(field.value)\r\n") }
        buffer.writeString("\r\n")
        buffer.writeBuffer(&body)
        return buffer
    }
}
