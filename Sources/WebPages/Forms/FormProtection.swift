import Crypto
import Foundation
import Hummingbird
import ServerSupport

/// Protection of the server's HTML forms that change something against cross-site request forgery:
/// a form carries a token another site cannot know, and a browser's `Origin`, when it sends one,
/// must name this server.
///
/// - Before a login there is no session: the token is random, in a cookie (HttpOnly, SameSite=Strict)
///   and in the form's hidden field, and the two must match (a double-submit cookie).
/// - After it, the token is derived from the session cookie, which scripts cannot read.
package enum FormProtection {
    /// The cookie holding a login form's token.
    package static let cookieName = "mybiz_form"
    /// The hidden field holding a form's token.
    package static let fieldName = "csrf"

    /// A new random token for a form shown before a login.
    package static func newToken() -> String {
        SessionToken.random().text
    }

    /// The token of forms shown to the holder of `session`: the SHA-256 of `form:` and the session,
    /// in unpadded base64url.
    package static func token(forSession session: String) -> String {
        var input = Array("form:".utf8)
        input.append(contentsOf: session.utf8)
        return base64URL(SHA256.hash(data: input))
    }

    private static let base64URLAlphabet = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// `bytes` in unpadded base64url, written by hand: going through Foundation's base64 and then its
    /// `replacingOccurrences` cost every signed-in page more than the hash.
    static func base64URL(_ bytes: some Sequence<UInt8>) -> String {
        let bytes = Array(bytes)
        var text: [UInt8] = []
        text.reserveCapacity((bytes.count * 4 + 2) / 3)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            var bits: UInt32 = 0
            for (offset, byte) in chunk.enumerated() { bits |= UInt32(byte) << (16 - 8 * offset) }
            for position in 0...chunk.count {
                text.append(base64URLAlphabet[Int((bits >> (18 - 6 * position)) & 63)])
            }
            index += 3
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether a submitted form may be acted on: its token is the `expected` one (compared in
    /// constant time) and the browser, if it says where the form came from, says this server — the
    /// address the request was sent to, or `publicURL`.
    package static func accepts(_ request: Request, token given: String?, expected: String?, publicURL: String?) -> Bool
    {
        guard let expected, !expected.isEmpty else { return false }
        return ConstantTimeComparison.equal(given, expected) && originMatches(request, publicURL: publicURL)
    }

    /// Whether the request's `Origin`, when it has one, is this server's: the scheme, host and port
    /// the request was sent to (HTTPS when a trusted proxy says so), or those of the public URL. An
    /// origin with a user, a path, or anything but http and https is never this server's.
    package static func originMatches(_ request: Request, publicURL: String?) -> Bool {
        guard let header = request.headers[.origin] else { return true }
        guard let origin = WebOrigin(header) else { return false }
        if let publicURL, let expected = WebOrigin(publicURL, allowingPath: true), expected == origin { return true }
        guard let authority = request.head.authority,
            let own = WebOrigin(
                scheme: BrowserSession.isHTTPS(request, publicURL: nil) ? "https" : "http", authority: authority)
        else { return false }
        return own == origin
    }
}
