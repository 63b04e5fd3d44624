import Foundation
import Logging
import Networking
import NetworkingAsyncHTTPClient
import TestSupport
import Testing

@Suite("The usage example of spec/networking.md")
struct SpecUsageTests {
    struct Thing: Decodable {
        let name: String
        let date: Date
    }

    // The example stays laid out as the spec writes it.
    // swift-format-ignore
    @Test("compiles as written and works against a real server")
    func specExample() async throws {
        try await LoopbackServer.with { baseURL in
            let counter = RequestCounter()
            let logging = LoggingRequestBehavior(logger: Logger(label: "spec-example"))
            let jpegBytes = try ImageFixtures.jpeg

            // The example, as the spec writes it (only the base URL points at the test's server).
            let client = NetworkClient(baseURL: baseURL,
                                       transport: AsyncHTTPClientTransport(),   // or URLSessionTransport()
                                       behavior: CombinedRequestBehavior(behaviors: [counter, logging]))
            let thing = try await client.send(Request<Thing>(method: .get, path: "/things/1"))
            let raw = try await client.send(Request<Data>(path: "/things/1/raw"))        // method defaults to .get
            try await client.send(Request<Void>(method: .delete, path: "/things/1",
                                                headers: ["X-Trace": "1"],
                                                body: .json(["password": "secret"])))

            var form = MultipartForm()
            form.append(text: "Desk lamp", name: "title")
            form.append(file: jpegBytes, name: "images[]", filename: "lamp.jpg", contentType: "image/jpeg")
            let created = try await client.send(Request<Thing>(method: .post, path: "/item", body: .multipart(form)),
                                                with: AuthTokenHeaderBehavior(token: { "abc" }))

            #expect(thing.name == "lamp")
            #expect(thing.date == ISO8601DateFormatter().date(from: "2026-11-22T09:30:00Z"))
            #expect(raw == Data([0, 159, 255]))
            #expect(created.name == "Desk lamp")
            #expect(counter.started == 4)
            #expect(counter.inFlight == 0)
        }
    }
}
