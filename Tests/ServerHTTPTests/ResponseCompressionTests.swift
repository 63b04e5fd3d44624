import CompressNIO
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import ServerHTTP

@Suite("Text answers gzip-compressed for clients that accept it; images never")
struct ResponseCompressionTests {
    static let page = String(repeating: "<p>A paragraph of a page, said again and again.</p>\n", count: 200)

    func withRouter(_ test: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let router = Router()
        router.addMiddleware { ResponseCompressionMiddleware() }
        router.get("/page") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: Self.page)))
        }
        router.get("/streamed") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody { writer in
                    for _ in 0..<3 { try await writer.write(ByteBuffer(string: Self.page)) }
                    try await writer.finish(nil)
                })
        }
        router.get("/photo") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "image/jpeg"],
                body: .init(byteBuffer: ByteBuffer(string: Self.page)))
        }
        router.get("/varies") { request, _ in
            var headers: HTTPFields = [.contentType: "Text/HTML ; charset=utf-8"]
            for value in request.headers[values: HTTPField.Name("X-Vary")!] {
                headers.append(HTTPField(name: .vary, value: value))
            }
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: Self.page)))
        }
        router.get("/small") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/css"], body: .init(byteBuffer: ByteBuffer(string: "a{}")))
        }
        try await Application(router: router).test(.live, test)
    }

    static func gunzip(_ buffer: ByteBuffer) throws -> String {
        var compressed = buffer
        return String(buffer: try compressed.decompress(with: .gzip))
    }

    @Test(
        "a Content-Type's media type is read without its parameters, spaces or case",
        arguments: [
            ("text/html; charset=utf-8", "text/html"), ("Application/JSON", "application/json"),
            (" image/svg+xml ;q=1", "image/svg+xml"), ("", ""),
        ])
    func mediaType(header: String, type: String) {
        #expect(ResponseCompressionMiddleware<BasicRequestContext>.mediaType(header) == type)
    }

    @Test(
        "a Content-Type is compressible exactly when its media type is one of the compressible types",
        arguments: [
            "text/html; charset=utf-8", "Application/JSON", " image/svg+xml ;q=1", "", "text/htmlx", "text/htm",
            "application/json; charset=utf-8", "image/png", "text/css;charset=utf-8", "TEXT/PLAIN", "text/ html",
            "application/problem+json", "application/octet-stream", "text/javascript\t; x=1", ";text/html",
        ])
    func compressibleType(header: String) {
        typealias Middleware = ResponseCompressionMiddleware<BasicRequestContext>
        #expect(
            Middleware.isCompressible(contentType: header)
                == Middleware.compressibleTypes.contains(Middleware.mediaType(header)))
    }

    @Test("HTML and a streamed JSON body are gzip to a client that accepts it, and the same text unzipped")
    func compressed() async throws {
        try await withRouter { client in
            for (path, text) in [("/page", Self.page), ("/streamed", String(repeating: Self.page, count: 3))] {
                let answer = try await client.execute(uri: path, method: .get, headers: [.acceptEncoding: "br, gzip"])
                #expect(answer.headers[.contentEncoding] == "gzip" && answer.headers[.vary] == "Accept-Encoding")
                #expect(answer.body.readableBytes < text.utf8.count / 4)
                #expect(try Self.gunzip(answer.body) == text)
            }
        }
    }

    @Test("no gzip without Accept-Encoding or with gzip;q=0, for HEAD, for images, or for a tiny body")
    func plain() async throws {
        try await withRouter { client in
            let cases: [(String, HTTPRequest.Method, HTTPFields)] = [
                ("/page", .get, [:]), ("/page", .get, [.acceptEncoding: "gzip;q=0, identity"]),
                ("/photo", .get, [.acceptEncoding: "gzip"]), ("/small", .get, [.acceptEncoding: "gzip"]),
            ]
            for (path, method, headers) in cases {
                let answer = try await client.execute(uri: path, method: method, headers: headers)
                #expect(answer.headers[.contentEncoding] == nil, "\(path) \(headers)")
            }
            #expect(try await client.execute(uri: "/photo", method: .get).headers[.vary] == nil)
            #expect(try await client.execute(uri: "/page", method: .get).headers[.vary] == "Accept-Encoding")
        }
    }

    @Test(
        "Given answers that already vary, when compressible, then Accept-Encoding is added once beside what they vary on"
    )
    func varyKept() async throws {
        try await withRouter { client in
            let cases: [([String], [String])] = [
                ([], ["Accept-Encoding"]), (["Cookie"], ["Cookie", "Accept-Encoding"]),
                (["Cookie, accept-encoding"], ["Cookie, accept-encoding"]),
                (["Origin", "Cookie"], ["Origin", "Cookie", "Accept-Encoding"]),
            ]
            for (sent, expected) in cases {
                var headers: HTTPFields = [.acceptEncoding: "gzip"]
                for value in sent { headers.append(HTTPField(name: HTTPField.Name("X-Vary")!, value: value)) }
                let answer = try await client.execute(uri: "/varies", method: .get, headers: headers)
                #expect(answer.headers[values: .vary] == expected, "\(sent)")
                #expect(answer.headers[.contentEncoding] == "gzip", "\(sent)")
            }
        }
    }
}
