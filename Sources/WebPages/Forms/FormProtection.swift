import Crypto
import Foundation
import Hummingbird
import ServerSecurity

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
    /// in unpadded base64url. Every signed-in page writes it, so it is made without intermediate
    /// copies: going through `Data`, Foundation's base64 and its `replacingOccurrences` cost a page
    /// more than the hash.
    package static func token(forSession session: String) -> String {
        var hasher = SHA256()
        hasher.update(data: formPrefix)
        var session = session
        session.withUTF8 { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
        return hasher.finalize().withUnsafeBytes { base64URL($0) }
    }

    private static let formPrefix = Array("form:".utf8)

    private static let base64URLAlphabet = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// `bytes` in unpadded base64url.
    static func base64URL(_ bytes: UnsafeRawBufferPointer) -> String {
        String(unsafeUninitializedCapacity: (bytes.count * 4 + 2) / 3) { text in
            var written = 0
            var index = 0
            while index < bytes.count {
                let count = min(3, bytes.count - index)
                var bits: UInt32 = 0
                for offset in 0..<count { bits |= UInt32(bytes[index + offset]) << (16 - 8 * offset) }
                for position in 0...count {
                    text[written] = base64URLAlphabet[Int((bits >> (18 - 6 * position)) & 63)]
                    written += 1
                }
                index += 3
            }
            return written
        }
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
