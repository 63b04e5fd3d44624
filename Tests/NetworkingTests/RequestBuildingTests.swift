import Foundation
import Networking
import NetworkingTesting
import Testing

@Suite("Building the request")
struct RequestBuildingTests {
    @Test("a path is appended to the base URL's path, and the method defaults to GET")
    func pathUnderBaseURL() async throws {
        // Given
        let transport = MockTransport([.json(lamp)])
        // When
        _ = try await makeClient(transport).send(Request<Thing>(path: "/things/1"))
        // Then
        let sent = try #require(transport.requests.first)
        #expect(sent.method == .get)
        #expect(sent.url.absoluteString == "https://api.example.com/v1/things/1")
    }

    @Test("a path without a leading slash and a base URL with a trailing one join with one slash")
    func slashesJoinOnce() async throws {
        let transport = MockTransport([.status(204)])
        let client = NetworkClient(
            baseURL: URL(string: "http://127.0.0.1:8080/api/")!, transport: transport, clock: ImmediateClock())
        try await client.send(Request<Void>(path: "things"))
        #expect(transport.requests.first?.url.absoluteString == "http://127.0.0.1:8080/api/things")
    }

    @Test("characters not allowed in a path are percent-encoded")
    func pathIsEncoded() async throws {
        let transport = MockTransport([.status(204)])
        try await makeClient(transport).send(Request<Void>(path: "/search/desk lamp?"))
        #expect(transport.requests.first?.url.absoluteString == "https://api.example.com/v1/search/desk%20lamp%3F")
    }

    @Test("non-ASCII characters and % in a path are encoded as UTF-8 bytes")
    func pathEncodesUTF8AndPercent() async throws {
        let transport = MockTransport([.status(204)])
        try await makeClient(transport).send(Request<Void>(path: "/items/café/100%"))
        #expect(transport.requests.first?.url.absoluteString == "https://api.example.com/v1/items/caf%C3%A9/100%25")
    }

    @Test("a base URL's own query is kept, before the request's")
    func baseQueryKept() async throws {
        let transport = MockTransport([.status(204)])
        let client = NetworkClient(
            baseURL: URL(string: "http://127.0.0.1:8080/api?key=k1")!, transport: transport, clock: ImmediateClock())
        try await client.send(Request<Void>(path: "/items", query: ["page": "1"]))
        #expect(transport.requests.first?.url.absoluteString == "http://127.0.0.1:8080/api/items?key=k1&page=1")
    }

    @Test("query items are sorted by name and encoded so + & = survive")
    func queryIsSortedAndEncoded() async throws {
        let transport = MockTransport([.status(204)])
        try await makeClient(transport).send(
            Request<Void>(path: "/items", query: ["q": "a+b&c=d", "page": "2"]))
        let sent = try #require(transport.requests.first)
        #expect(sent.url.absoluteString == "https://api.example.com/v1/items?page=2&q=a%2Bb%26c%3Dd")
        #expect(sent.query == ["page": "2", "q": "a+b&c=d"])
    }

    @Test("an absolute URL is used as given, keeping its own query")
    func absoluteURL() async throws {
        let transport = MockTransport([.status(200, body: Data([1, 2, 3]))])
        let image = URL(string: "https://cdn.example.com:8443/images/1.jpg?v=3")!
        let bytes = try await makeClient(transport).send(Request<Data>(url: image, query: ["size": "s"]))
        #expect(bytes == Data([1, 2, 3]))
        #expect(transport.requests.first?.url.absoluteString == "https://cdn.example.com:8443/images/1.jpg?v=3&size=s")
    }

    @Test("a JSON body is encoded with ISO 8601 dates and sent as application/json")
    func jsonBody() async throws {
        let transport = MockTransport([.json(lamp)])
        _ = try await makeClient(transport).send(
            Request<Thing>(method: .post, path: "/things", body: .json(lamp)))
        let sent = try #require(transport.requests.first)
        #expect(sent.method == .post)
        #expect(sent.header("content-type") == "application/json")
        #expect(String(decoding: sent.body, as: UTF8.self).contains("\"2023-11-14T22:13:20Z\""))
        #expect(try sent.decodedBody(as: Thing.self) == lamp)
    }

    @Test("a data body is sent unchanged with its content type")
    func dataBody() async throws {
        let transport = MockTransport([.status(204)])
        let bytes = Data([0xFF, 0xD8, 0xFF, 0x00, 0x0D, 0x0A])
        try await makeClient(transport).send(
            Request<Void>(method: .put, path: "/raw", body: .data(bytes, contentType: "image/jpeg")))
        let sent = try #require(transport.requests.first)
        #expect(sent.body == bytes)
        #expect(sent.header("Content-Type") == "image/jpeg")
    }

    @Test("a request without a body sends no body and no content type")
    func noBody() async throws {
        let transport = MockTransport([.status(204)])
        try await makeClient(transport).send(Request<Void>(method: .delete, path: "/things/1"))
        let sent = try #require(transport.requests.first)
        #expect(sent.body.isEmpty)
        #expect(sent.header("Content-Type") == nil)
    }

    @Test("method names are upper-cased and literals work for any method")
    func methods() {
        #expect(HTTPMethod(rawValue: "patch") == .patch)
        #expect(("PROPFIND" as HTTPMethod).rawValue == "PROPFIND")
        #expect(HTTPMethod.get.isIdempotent && HTTPMethod.put.isIdempotent && HTTPMethod.delete.isIdempotent)
        #expect(!HTTPMethod.post.isIdempotent && !HTTPMethod.patch.isIdempotent)
    }
}
