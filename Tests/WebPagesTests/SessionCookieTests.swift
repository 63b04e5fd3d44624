import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Testing

@testable import WebPages

@Suite("Reading the session cookie and the form token derived from it")
struct SessionCookieTests {
    /// A GET with a `Cookie` field for each of `cookies`.
    static func request(cookies: [String]) -> Request {
        var fields = HTTPFields()
        for cookie in cookies { fields.append(HTTPField(name: .cookie, value: cookie)) }
        return Request(
            head: HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: "/app", headerFields: fields),
            body: RequestBody(buffer: ByteBuffer()))
    }

    @Test(
        "the session is what Hummingbird's cookie parsing reads, for any Cookie fields",
        arguments: [
            [], ["mybiz_session=abc"], ["a=1; mybiz_session=abc; b=2"], ["a=1;mybiz_session=abc"],
            ["a=1;   mybiz_session=abc"], ["mybiz_session=first; mybiz_session=second"], ["mybiz_session="],
            ["mybiz_sessionX=abc; xmybiz_session=def"], ["a=1", "mybiz_session=in-the-second-field"],
            ["mybiz_session=a=b=c"], ["mybiz_session"], [";;; mybiz_session=x;;"], ["MYBIZ_SESSION=abc"],
            ["a=\"q;uoted\"; mybiz_session=abc"], ["mybiz_session=é€"], ["mybiz_session==abc"],
            ["mybiz_session==="], ["=mybiz_session=abc"], ["mybiz_session=a==b"],
        ])
    func sameAsHummingbird(cookies: [String]) {
        let request = Self.request(cookies: cookies)
        #expect(BrowserSession.webApps.token(of: request) == request.cookies["mybiz_session"]?.value.nilIfEmpty)
    }

    @Test("the form token is the session's SHA-256 in unpadded base64url, the same for the same session")
    func formToken() throws {
        for session in ["", "a", "ab", "abc", String(repeating: "z", count: 300), "session-with-+/=", "é€"] {
            let expected = Data(SHA256.hash(data: Data("form:\(session)".utf8))).base64EncodedString()
                .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
                .replacingOccurrences(of: "=", with: "")
            #expect(FormProtection.token(forSession: session) == expected)
        }
    }

    @Test("base64url of every length's last group, without padding")
    func base64URL() {
        for length in 0..<8 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: 250 - $0 * 37) }
            let expected = Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
                .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
            #expect(bytes.withUnsafeBytes { FormProtection.base64URL($0) } == expected, "\(length) bytes")
        }
    }
}
