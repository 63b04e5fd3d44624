import HTTPTypes
import Hummingbird
import NIOCore

/// HTML answers, each with the headers that keep a page to itself: scripts only from this server
/// (`script-src 'self'`, no inline script), styles only from our stylesheet, images from here or
/// the page's own previews, forms sent only here, never framed.
package enum HTMLPage {
    /// Whether a page may be kept by caches.
    package enum Caching: Sendable {
        /// Someone's own page (a login's): never stored.
        case `private`
        /// The same for everyone: kept briefly, checked again after a minute.
        case `public`
    }

    /// The `Content-Security-Policy` of every page.
    package static let contentSecurityPolicy = [
        "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data: blob:",
        "connect-src 'self'", "form-action 'self'", "frame-ancestors 'none'", "base-uri 'none'",
        "object-src 'none'",
    ].joined(separator: "; ")

    /// `html` as an answer.
    package static func response(_ html: String, status: HTTPResponse.Status = .ok, caching: Caching = .private)
        -> Response
    {
        var headers = securityHeaders
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.cacheControl] = caching == .private ? "no-store" : "public, max-age=60"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: html)))
    }

    /// A redirect to `location` after a form (`303 See Other`), never cached.
    package static func redirect(to location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location, .cacheControl: "no-store"])
    }

    /// The headers every page carries.
    package static var securityHeaders: HTTPFields {
        [
            .contentSecurityPolicy: contentSecurityPolicy,
            HTTPField.Name("X-Content-Type-Options")!: "nosniff",
            HTTPField.Name("Referrer-Policy")!: "same-origin",
        ]
    }
}
