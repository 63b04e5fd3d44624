import HTTPTypes
import Hummingbird
import NIOCore

/// HTML answers, each with the headers that keep a page to itself: scripts only from this server
/// (`script-src 'self'`, no inline script), styles only from our stylesheet, images from here or
/// the page's own previews, forms sent only here, never framed.
package enum HTMLPage {
    /// The `Content-Security-Policy` of every page.
    package static let contentSecurityPolicy = [
        "default-src 'self'", "script-src 'self'", "style-src 'self'",
        "img-src 'self' data: blob: https://tile.openstreetmap.org",
        "connect-src 'self'", "form-action 'self'", "frame-ancestors 'none'", "base-uri 'none'",
        "object-src 'none'",
    ].joined(separator: "; ")

    /// The media type of every page.
    package static let mediaType = "text/html; charset=utf-8"

    /// `html` as an answer, never kept by caches: pages show what is there now (a market page
    /// kept for a minute would hide the product just registered).
    package static func response(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
        response(ByteBuffer(string: html), status: status)
    }

    /// An already rendered page — a buffer every answer shares — as an answer.
    package static func response(_ html: ByteBuffer, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: pageHeaders, body: .init(byteBuffer: html))
    }

    /// A redirect to `location` after a form (`303 See Other`), never cached.
    package static func redirect(to location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location, .cacheControl: "no-store"])
    }

    /// The headers every page carries, made once: every page answered adds them.
    package static let securityHeaders: HTTPFields = [
        .contentSecurityPolicy: contentSecurityPolicy,
        HTTPField.Name("X-Content-Type-Options")!: "nosniff",
        HTTPField.Name("Referrer-Policy")!: "same-origin",
    ]

    /// `securityHeaders` with a page's media type, never kept by caches.
    private static let pageHeaders: HTTPFields = {
        var headers = securityHeaders
        headers[.contentType] = mediaType
        headers[.cacheControl] = "no-store"
        return headers
    }()
}
