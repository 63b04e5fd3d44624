import HTTPTypes

/// An error a client caused or should know about: its status and a sentence naming what was wrong.
/// `ErrorMiddleware` answers it in the contract of the API it came to.
package struct APIError: Error, Equatable, CustomStringConvertible {
    package let status: HTTPResponse.Status
    package let reason: String
    /// Seconds the client should wait before trying again, sent as `Retry-After` (429, 503).
    package let retryAfter: Int?
    /// The field the broken rule is about, as the contract names it (`poNumber`, `discounted_price`),
    /// when it is about one: the error body carries it where the contract allows, so a page marks
    /// the field without reading the sentence.
    package let field: String?

    package init(_ status: HTTPResponse.Status, _ reason: String, retryAfter: Int? = nil, field: String? = nil) {
        self.status = status
        self.reason = reason
        self.retryAfter = retryAfter
        self.field = field
    }

    package var description: String { "\(status.code) \(reason)" }

    /// 400: a field or parameter is wrong.
    package static func badRequest(_ reason: String, field: String? = nil) -> APIError {
        APIError(.badRequest, reason, field: field)
    }
    /// 404 with the reason existing clients know.
    package static let notFound = APIError(.notFound, "Not Found")
}
