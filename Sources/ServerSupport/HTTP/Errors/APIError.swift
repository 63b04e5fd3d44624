import HTTPTypes

/// An error a client caused or should know about: its status and a sentence naming what was wrong.
/// `ErrorMiddleware` answers it in the contract of the API it came to.
package struct APIError: Error, Equatable, CustomStringConvertible {
    package let status: HTTPResponse.Status
    package let reason: String
    /// Seconds the client should wait before trying again, sent as `Retry-After` (429, 503).
    package let retryAfter: Int?

    package init(_ status: HTTPResponse.Status, _ reason: String, retryAfter: Int? = nil) {
        self.status = status
        self.reason = reason
        self.retryAfter = retryAfter
    }

    package var description: String { "\(status.code) \(reason)" }

    /// 400: a field or parameter is wrong.
    package static func badRequest(_ reason: String) -> APIError { APIError(.badRequest, reason) }
    /// 404 with the reason existing clients know.
    package static let notFound = APIError(.notFound, "Not Found")
}
