import Foundation
import Networking
import NetworkingTesting
import Testing

// The examples of the Networking documentation catalog (Sources/Networking/Networking.docc), run as
// they are written there, with MockTransport in place of URLSession.

private struct Product: Codable, Sendable {
    let id: Int
    let title: String
}

private actor Tokens {
    var current: String? = "a-token"
}

/// Adds the app's version to every request.
private struct AppVersionHeader: RequestBehavior {
    let version: String
    var additionalHeaders: [String: String] { ["X-App-Version": version] }
}

@Suite("The documentation's examples")
struct DocumentationExamples {
    @Test("Getting started: a request, a form, a 404")
    func gettingStarted() async throws {
        let transport = MockTransport([
            .json(Product(id: 1, title: "Desk lamp")), .json(Product(id: 2, title: "Desk lamp")), .status(404),
        ])
        let client = NetworkClient(baseURL: URL(string: "https://market.example.com")!, transport: transport)

        let product = try await client.send(Request<Product>(path: "/item/1"))
        #expect(product.title == "Desk lamp")

        var form = MultipartForm()
        form.append(text: "Desk lamp", name: "title")
        form.append(file: Data([0xFF, 0xD8, 0xFF]), name: "images[]", filename: "lamp.jpg")
        let created = try await client.send(Request<Product>(method: .post, path: "/item", body: .multipart(form)))
        #expect(created.id == 2)

        var notFound = false
        do {
            _ = try await client.send(Request<Product>(path: "/item/999"))
        } catch let error as NetworkError where error.statusCode == 404 {
            notFound = true
        }
        #expect(notFound)
    }

    @Test("Behaviours: combined, and one of our own")
    func behaviours() async throws {
        let tokens = Tokens()
        let inFlight = RequestCounter()
        let transport = MockTransport([.status(503), .json(Product(id: 1, title: "Lamp"))])
        let client = NetworkClient(
            baseURL: URL(string: "https://example.com")!, transport: transport,
            behavior: CombinedRequestBehavior(behaviors: [
                AuthTokenHeaderBehavior(token: { await tokens.current }), inFlight,
                AppVersionHeader(version: "2.0"),
            ]),
            retryPolicy: RetryPolicy(maxAttempts: 3), clock: ImmediateClock())
        _ = try await client.send(Request<Product>(path: "/item/1"))
        #expect(transport.requests.count == 2)
        #expect(transport.requests.allSatisfy { $0.header("Authorization") == "Bearer a-token" })
        #expect(transport.requests.allSatisfy { $0.header("X-App-Version") == "2.0" })
        #expect(inFlight.started == 1 && inFlight.inFlight == 0)
    }

    @Test("Testing with MockTransport: the answer decoded, the request recorded")
    func testing() async throws {
        let transport = MockTransport([.json(Product(id: 1, title: "Desk lamp"))])
        let client = NetworkClient(baseURL: URL(string: "https://example.com")!, transport: transport)
        let product = try await client.send(Request<Product>(path: "/item/1"))
        #expect(product.title == "Desk lamp")
        #expect(transport.requests.first?.url.path == "/item/1")
    }
}
