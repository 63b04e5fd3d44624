import Foundation

/// JSON Pointers (RFC 6901), the locations the contract tests name: `/components/schemas/NewItem/properties/title/maxLength`,
/// with `/` in a key written `~1` and `~` written `~0` (`/paths/~1item~1{id}/patch`).
enum JSONPointer {
    /// `key` as one token of a pointer.
    static func escape(_ key: String) -> String {
        key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// The key one token of a pointer names.
    static func unescape(_ token: String) -> String {
        token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
}
