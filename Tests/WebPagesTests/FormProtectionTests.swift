import HTTPTypes
import Hummingbird
import NIOCore
import Testing

@testable import WebPages

@Suite("A form's Origin must be this server's: scheme, host and port")
struct FormProtectionTests {
    /// A POST to `127.0.0.1:8080` with `origin` and the other `headers`.
    static func request(origin: String, headers: HTTPFields = [:]) -> Request {
        var fields = headers
        fields[.origin] = origin
        return Request(
            head: HTTPRequest(
                method: .post, scheme: "http", authority: "127.0.0.1:8080", path: "/app/login", headerFields: fields),
            body: RequestBody(buffer: ByteBuffer()))
    }

    @Test(
        "the origin the request was sent to is accepted, in any case of its letters",
        arguments: ["http://127.0.0.1:8080", "HTTP://127.0.0.1:8080"])
    func own(origin: String) {
        #expect(FormProtection.originMatches(Self.request(origin: origin), publicURL: nil))
    }

    @Test(
        "another scheme, host, port, a user, a path or no origin at all is refused",
        arguments: [
            "https://127.0.0.1:8080", "ftp://127.0.0.1:8080", "http://user@127.0.0.1:8080", "http://127.0.0.1",
            "http://127.0.0.1:8081", "http://evil.example:8080", "http://127.0.0.1:8080/app", "null", "",
        ])
    func foreign(origin: String) {
        #expect(!FormProtection.originMatches(Self.request(origin: origin), publicURL: nil))
    }

    @Test("behind a proxy that says HTTPS, the https origin is this server's; the public URL's always is")
    func proxiedAndPublic() {
        let proxied = Self.request(
            origin: "https://127.0.0.1:8080", headers: [HTTPField.Name("X-Forwarded-Proto")!: "https"])
        #expect(FormProtection.originMatches(proxied, publicURL: nil))
        let publicURL = "https://market.example.com/shop"
        #expect(FormProtection.originMatches(Self.request(origin: "https://market.example.com"), publicURL: publicURL))
        #expect(
            FormProtection.originMatches(Self.request(origin: "https://market.example.com:443"), publicURL: publicURL))
        #expect(!FormProtection.originMatches(Self.request(origin: "http://market.example.com"), publicURL: publicURL))
    }
}
