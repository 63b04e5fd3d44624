import Foundation
import Hummingbird
import NIOCore
import ServerHTTP

/// The fields of an HTML form sent as `application/x-www-form-urlencoded`.
package struct FormFields: Sendable {
    /// The largest form body read.
    package static let maxBytes = 64 * 1024

    private var values: [String: [String]] = [:]

    /// The fields of `body`; a name given twice keeps both values, in order.
    package init(_ body: String) {
        for pair in body.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = parts.first else { continue }
            values[Self.decode(name), default: []].append(parts.count > 1 ? Self.decode(parts[1]) : "")
        }
    }

    /// The fields of `request`'s body.
    ///
    /// - Throws: `APIError` 413 for a form over `limit` bytes.
    package static func of(_ request: Request, limit: Int = maxBytes) async throws -> FormFields {
        do {
            return FormFields(String(buffer: try await request.body.collect(upTo: limit)))
        } catch is NIOTooManyBytesError {
            throw APIError(.contentTooLarge, "A form must be \(limit / 1024) KB or smaller.")
        }
    }

    /// The first value of `name`, if it was sent.
    package subscript(name: String) -> String? { values[name]?.first }

    /// Every value sent for `name`, in order.
    package func all(_ name: String) -> [String] { values[name] ?? [] }

    private static func decode(_ text: Substring) -> String {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
    }
}
