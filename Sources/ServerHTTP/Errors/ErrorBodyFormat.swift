import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import NIOFoundationCompat

/// How one API contract writes an error's body — `{"error": true, "reason": …}` for the 2021 market
/// and MyBiz, `{"code": …, "message": …}` for the 2022 market. Each API module defines its own from
/// its wire model; the server picks one per path.
package struct ErrorBodyFormat: ErrorResponder {
    private let encode: @Sendable (APIError) throws -> Data

    /// A format that writes `body(error)` as the API's JSON.
    package init<Body: Encodable & SendableMetatype>(_ body: @escaping @Sendable (APIError) -> Body) {
        encode = { try JSONAnswer.encode(body($0)) }
    }

    /// The body for `error`.
    package func body(_ error: APIError) -> ByteBuffer {
        // Encoding a struct of a string and a number cannot fail; the fallback is a last resort.
        ByteBuffer(data: (try? encode(error)) ?? Data(#"{"error":true}"#.utf8))
    }

    /// `error` as a JSON answer, with `Retry-After` when it has one.
    package func response(for error: APIError, to request: Request) -> Response {
        var response = JSONAnswer.response(body(error), status: error.status)
        if let retryAfter = error.retryAfter { response.headers[.retryAfter] = "\(retryAfter)" }
        return response
    }
}
