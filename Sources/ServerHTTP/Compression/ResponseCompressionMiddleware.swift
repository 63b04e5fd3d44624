import CompressNIO
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Answers text — HTML, CSS, JavaScript, JSON, SVG, YAML, the web app manifest — gzip-compressed to
/// a client that accepts it, with `Vary: Accept-Encoding` on every answer that could have been, so
/// no cache hands one kind to the other. Images and other already compressed bodies, bodies smaller
/// than a packet, and bodies already encoded go as they are.
package struct ResponseCompressionMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The media types worth compressing, by the part before any `;`.
    package static var compressibleTypes: Set<String> { compressibleMediaTypes }

    /// Bodies smaller than this go as they are: the gzip header and a packet's framing would eat the gain.
    package static var minimumBytes: Int { 1_024 }

    /// The middleware.
    package init() {}

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        var response = try await next(request, context)
        guard Self.isCompressible(response) else { return response }
        Self.addVary(to: &response)
        // A HEAD answer keeps the length its GET would have had without compression: it sends no body.
        guard request.method != .head, Self.acceptsGzip(request), !response.headers.has(.contentEncoding),
            (response.body.contentLength ?? .max) >= Self.minimumBytes
        else { return response }
        response.headers[.contentEncoding] = "gzip"
        response.headers[.contentLength] = nil
        let body = response.body
        response.body = ResponseBody { writer in
            try await body.write(try GzipResponseBodyWriter(parent: writer))
        }
        return response
    }

    /// Whether the answer's media type is text worth compressing.
    static func isCompressible(_ response: Response) -> Bool {
        guard let header = response.headers.firstValue(.contentType) else { return false }
        return isCompressible(contentType: header)
    }

    /// Whether a `Content-Type` names a compressible media type: `mediaType(header)` is one of
    /// `compressibleTypes`, found without making that text (every answer is asked).
    static func isCompressible(contentType header: String) -> Bool {
        compressibleMediaTypeBytes.contains { type in
            var matched = 0
            for byte in header.utf8 {
                if byte == UInt8(ascii: ";") { break }
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { continue }
                let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                guard matched < type.count, type[matched] == lower else { return false }
                matched += 1
            }
            return matched == type.count
        }
    }

    /// The media type of a `Content-Type` value, lower-cased, without parameters or spaces — in
    /// plain Swift: every answer passes here, and Foundation's trimming costs more than the rest.
    static func mediaType(_ header: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for byte in header.utf8 {
            if byte == UInt8(ascii: ";") { break }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { continue }
            bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `Accept-Encoding` names gzip without refusing it (`gzip;q=0`).
    static func acceptsGzip(_ request: Request) -> Bool {
        for value in request.headers[values: .acceptEncoding] {
            for coding in value.split(separator: ",") {
                let parts = coding.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
                guard parts.first == "gzip" || parts.first == "*" else { continue }
                return !parts.dropFirst().contains { $0.replacingOccurrences(of: " ", with: "") == "q=0" }
            }
        }
        return false
    }

    private static func addVary(to response: inout Response) {
        guard response.headers.has(.vary) else {
            response.headers.append(HTTPField(name: .vary, value: "Accept-Encoding"))
            return
        }
        let vary = response.headers[values: .vary].flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if !vary.contains("accept-encoding") {
            response.headers.append(HTTPField(name: .vary, value: "Accept-Encoding"))
        }
    }
}

/// Made once: the middleware is generic, and a generic type cannot hold a stored static.
private let compressibleMediaTypes: Set<String> = [
    "text/html", "text/css", "text/plain", "text/javascript", "application/javascript", "application/json",
    "image/svg+xml", "application/yaml", "application/manifest+json", "application/problem+json",
]

/// The same types as bytes, the most common first.
private let compressibleMediaTypeBytes = compressibleMediaTypes.sorted { lhs, rhs in
    let common = ["application/json", "text/html"]
    return (common.firstIndex(of: lhs) ?? common.count, lhs) < (common.firstIndex(of: rhs) ?? common.count, rhs)
}.map { Array($0.utf8) }
