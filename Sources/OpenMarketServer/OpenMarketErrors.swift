import HTTPTypes
import OpenMarketAPI
import ServerHTTP

/// How the Open Market's two contracts write an error: the 2021 API's `{"error": true, "reason": …}`
/// and the 2022 API's `{"code": …, "message": …}`.
package enum OpenMarketErrors {
    /// The 2021 API's error body (`/item`, `/items`, `/images`, `/thumbnails`).
    package static let v1 = ErrorBodyFormat { ErrorBody(reason: $0.reason, field: $0.field) }
    /// The 2022 API's error body (everything under `/early` and `/late`).
    package static let v2 = ErrorBodyFormat { MarketErrorBody(code: Int($0.status.code), message: $0.reason) }
}
