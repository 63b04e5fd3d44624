import Foundation

/// What the second step of a delete names: the product and its delete secret. The late flow's path
/// ends in both as one segment, `<id>-<secret>`; the early flow's has them as two segments.
struct DeleteToken: Sendable, Equatable {
    let id: Int
    let secret: String

    init(id: Int, secret: String) {
        self.id = id
        self.secret = secret
    }

    /// The token of a late flow's path segment, or `nil` when `text` is not one.
    init?(_ text: String) {
        guard let dash = text.firstIndex(of: "-"), let id = Int(text[..<dash]), id >= 1 else { return nil }
        self.init(id: id, secret: String(text[text.index(after: dash)...]))
    }

    /// The late flow's path segment.
    var text: String { "\(id)-\(secret)" }

    /// A new delete secret: 24 characters of URL-safe Base64 (144 random bits), no `/`, no padding.
    static func newSecret() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<18).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
    }

    /// Whether `given` is `stored`, compared in time that does not depend on where they differ.
    static func matches(_ stored: String, _ given: String) -> Bool {
        let (a, b) = (Array(stored.utf8), Array(given.utf8))
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
