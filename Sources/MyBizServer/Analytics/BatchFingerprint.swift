import Crypto
import Foundation
import MyBizAPI
import ServerSupport

/// What a batch of reports holds, as a short digest: the same reports give the same digest however
/// their JSON was spaced or ordered, so a batch sent again is told apart from a different batch
/// sent under the same idempotency key.
enum BatchFingerprint {
    /// The hex SHA-256 of the reports in a canonical form (sorted keys, dates as exact seconds).
    static func of(_ reports: [AnalyticsReport]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        let canonical = try encoder.encode(reports)
        return SHA256.hash(data: canonical).map { String(format: "%02x", $0) }.joined()
    }
}
