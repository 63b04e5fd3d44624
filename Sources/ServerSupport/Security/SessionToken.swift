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

    /// What the database keeps: the hex SHA-256 of the text.
    package var hash: String {
        SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
