import Crypto
import Foundation
import Hummingbird
import NIOConcurrencyHelpers
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

    /// The token of forms shown to the holder of `session`: the session's SHA-256 in unpadded base64url,
    /// kept for the sessions seen lately (every signed-in page writes it, and hashing was a tenth of
    /// a kept page's time).
    package static func token(forSession session: String) -> String {
        if let known = recentTokens.withLockedValue({ $0[session] }) { return known }
        let token = derivedToken(forSession: session)
        recentTokens.withLockedValue { tokens in
            if tokens.count >= maxRecentTokens { tokens.removeAll(keepingCapacity: true) }
            tokens[session] = token
        }
        return token
    }

    /// How many sessions' tokens are kept; all are forgotten when there would be more.
    static let maxRecentTokens = 10_000

    private static let recentTokens = NIOLockedValueBox([String: String]())

    static func derivedToken(forSession session: String) -> String {
        // Unpadded base64url, written by hand: Foundation's replacingOccurrences cost more than the hash.
        let digest = Data(SHA256.hash(data: Data("form:\(session)".utf8))).base64EncodedData()
        return String(
            decoding: digest.lazy.filter { $0 != UInt8(ascii: "=") }.map { byte in
                switch byte {
                case UInt8(ascii: "+"): UInt8(ascii: "-")
                case UInt8(ascii: "/"): UInt8(ascii: "_")
                default: byte
                }
            },
            as: UTF8.self)
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
