import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import ServerTestSupport
import TestSupport
import Testing

@testable import MyBizServer
@testable import Server

@Suite("Only a trusted proxy says how the browser reached the server; one Host per request")
struct ForwardedHeadersTests {
    /// The session cookie a login through `/app/login` sets, with `headers` on the form.
    static func sessionCookie(
        _ client: any TestClientProtocol, _ fixture: MyBizApp.Fixture, headers: HTTPFields
    ) async throws -> String {
        let (answer, _) = try await BrowserForms.logIn(
            client, at: "/app/login", fixture.member.username, MyBizApp.Fixture.memberPassword, headers: headers)
        try #require(answer.status == .seeOther, "\(answer.status) \(answer.text)")
        return try #require(answer.headers[values: .setCookie].first { $0.hasPrefix("mybiz_session=") })
    }

    static let proto: HTTPFields = [HTTPField.Name("X-Forwarded-Proto")!: "https"]

    @Test("X-Forwarded-Proto from anyone else makes no Secure cookie")
    func untrusted() async throws {
        try await MyBizApp.test(.live) { client, fixture in
            let cookie = try await Self.sessionCookie(client, fixture, headers: Self.proto)
            #expect(!cookie.contains("Secure"), "\(cookie)")
        }
    }

    @Test("from a trusted proxy it does")
    func trusted() async throws {
        let trustLoopback: @Sendable (inout ServerConfiguration) -> Void = { $0.trustedProxies = ["127.0.0.1"] }
        try await MyBizApp.test(.live, configure: trustLoopback) { client, fixture in
            let cookie = try await Self.sessionCookie(client, fixture, headers: Self.proto)
            #expect(cookie.contains("Secure"), "\(cookie)")
        }
    }

    @Test("two Host headers are 400, as RFC 9112 requires, and the connection closes")
    func twoHosts() async throws {
        try await OpenMarketApp.test(.live) { client in
            let port = try #require(client.port)
            let connection = try RawConnection(port: port)
            connection.send("GET /items/1 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nHost: evil.example\r\n\r\n")
            let answer = await connection.readAnswer(within: .seconds(10))
            #expect(answer.status == 400)
            #expect(String(decoding: answer.body, as: UTF8.self).contains("one Host header"))
            #expect(answer.headers["connection"] == "close")
        }
    }
}
