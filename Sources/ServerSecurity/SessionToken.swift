import Crypto
import Foundation

/// A bearer token: 256 random bits, written URL-safe. Only its SHA-256 is stored, so a copy of the
/// database opens no session; a fast hash is enough because the token is random, not chosen.
package struct SessionToken: Sendable, Equatable {
    /// What the client sends after `Bearer `.
    package let text: String

    /// The token a client sent.
    package init(text: String) {
        self.text = text
    }

    /// A new random token.
    package static func random() -> SessionToken {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let text = Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        return SessionToken(text: text)
    }

    /// What the database keeps: the hex SHA-256 of the text. Written digit by digit, because every
    /// authenticated request computes it and `String(format:)` per byte cost more than the hash.
    package var hash: String {
        let digits = Array("0123456789abcdef".utf8)
        let digest = SHA256.hash(data: Array(text.utf8))
        return String(unsafeUninitializedCapacity: SHA256.byteCount * 2) { buffer in
            for (index, byte) in digest.enumerated() {
                buffer[index * 2] = digits[Int(byte >> 4)]
                buffer[index * 2 + 1] = digits[Int(byte & 0x0F)]
            }
            return SHA256.byteCount * 2
        }
    }
}
