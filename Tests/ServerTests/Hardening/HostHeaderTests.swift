import Foundation
import Hummingbird
import HummingbirdTesting
import OpenMarketAPI
import ServerTestSupport
import TestSupport
import Testing

@testable import MyBizServer
@testable import OpenMarketServer
@testable import Server
@testable import ServerHTTP

@Suite("Image URLs never carry a Host the server was not given")
struct HostHeaderTests {
    /// Registers an item, then reads page 1 over a raw connection with `host` as its Host header.
    func pageBody(host: String, allowedHosts: [String] = []) async throws -> (body: String, port: Int) {
        try await pageBody(host: { _ in host }, allowedHosts: allowedHosts)
    }

    /// Registers an item, then reads page 1 with the Host that `host` makes of the server's port.
    func pageBody(host: @escaping @Sendable (Int) -> String, allowedHosts: [String] = []) async throws -> (
        body: String, port: Int
    ) {
        try await OpenMarketApp.test(.live, allowedHosts: allowedHosts) { client in
            #expect(try await client.send(RawMultipart.registration(images: [try ImageFixtures.jpeg])).status == .ok)
            let port = try #require(client.port)
            let connection = try RawConnection(port: port)
            connection.send("GET /items/1 HTTP/1.1\r\nHost: \(host(port))\r\nConnection: close\r\n\r\n")
            let received = await connection.read(for: .seconds(5))
            #expect(received.status == 200)
            return (String(decoding: received.body, as: UTF8.self), port)
        }
    }

    @Test(
        "a forged Host is not reflected: URLs use the server's own address",
        arguments: ["evil.example:666", "evil.example"])
    func forged(host: String) async throws {
        let (body, port) = try await pageBody(host: host)
        #expect(!body.contains("evil"))
        #expect(body.contains("\"http://127.0.0.1:\(port)/thumbnails/"))
    }

    @Test("a Host that is not a host name at all is not reflected")
    func injected() async throws {
        let (body, port) = try await pageBody(host: #"a"><script>alert(1)</script>"#)
        #expect(!body.contains("script"))
        #expect(body.contains("\"http://127.0.0.1:\(port)/thumbnails/"))
    }

    @Test("the address the client used is kept when it is the server's own, with the server's port")
    func ownAddress() async throws {
        let named = try await pageBody(host: { "LOCALHOST:\($0)" })
        #expect(named.body.contains("\"http://localhost:\(named.port)/thumbnails/"))
        let withoutPort = try await pageBody(host: "localhost")
        #expect(withoutPort.body.contains("\"http://localhost:\(withoutPort.port)/thumbnails/"))
        let otherPort = try await pageBody(host: "localhost:1")
        #expect(otherPort.body.contains("\"http://127.0.0.1:\(otherPort.port)/thumbnails/"))
    }

    @Test("a name on the allow-list is used, on any port or on the one it names")
    func allowed() async throws {
        let anyPort = try await pageBody(host: "Market.Test:9999", allowedHosts: ["market.test"])
        #expect(anyPort.body.contains("\"http://market.test:9999/thumbnails/"))
        let onePort = try await pageBody(host: "market.test:8443", allowedHosts: ["market.test:8443"])
        #expect(onePort.body.contains("\"http://market.test:8443/thumbnails/"))
        let otherPort = try await pageBody(host: "market.test:1", allowedHosts: ["market.test:8443"])
        #expect(otherPort.body.contains("\"http://127.0.0.1:\(otherPort.port)/thumbnails/"))
    }

    @Test(
        "what counts as a host",
        arguments: [
            ("localhost", true), ("market.example.com:8080", true), ("192.168.0.10:8080", true), ("[::1]:8080", true),
            ("", false), ("a b", false), ("host:0", false), ("host:99999", false), ("host:80:80", false),
            (#"a"><script>"#, false), ("[::1", false), ("exa_mple.com", false),
        ])
    func authority(text: String, valid: Bool) {
        #expect((RequestAuthority(text) != nil) == valid, "\(text)")
    }
}
