import HTTPTypes
import MyBizAPI
import ServerHTTP

/// How the MyBiz contract writes an error: `{"error": true, "reason": …}`, with exactly
/// `Unauthorized` for a refused login or token, and `field` when a rule about one field is broken.
package enum MyBizErrors {
    /// The MyBiz API's error body (everything under `/api` but the 2022 market's products).
    package static let format = ErrorBodyFormat { ErrorBody(reason: $0.reason, field: $0.field) }
}

extension RuleProblem: APIErrorConvertible {
    /// 400, naming the field.
    package var apiError: APIError { .badRequest(sentence, field: field) }
}

extension PurchaseOrderProblem: APIErrorConvertible {
    /// 400, naming the field.
    package var apiError: APIError { .badRequest(description, field: field) }
}

extension PurchaseOrderNumberTaken: APIErrorConvertible {
    /// 409: the number is the order's own field.
    var apiError: APIError { APIError(.conflict, description, field: "poNumber") }
}
