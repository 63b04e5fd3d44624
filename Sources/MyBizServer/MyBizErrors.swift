import MyBizAPI
import ServerSupport

/// How the MyBiz contract writes an error: `{"error": true, "reason": …}`, with exactly
/// `Unauthorized` for a refused login or token.
package enum MyBizErrors {
    /// The MyBiz API's error body (everything under `/api` but the 2022 market's products).
    package static let format = ErrorBodyFormat { ErrorBody(reason: $0.reason) }
}
