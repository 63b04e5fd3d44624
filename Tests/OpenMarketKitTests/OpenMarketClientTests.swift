import Foundation
import Networking
import NetworkingTesting
import OpenMarketAPI
import OpenMarketKit
import TestSupport
import Testing

@Suite("OpenMarketClient: request shapes and the errors a screen acts on")
struct OpenMarketClientTests {
    static let server = URL(string: "https://market.example.com")!

    func makeClient(_ answers: [MockTransport.Answer]) -> (OpenMarketClient, MockTransport) {
        let transport = MockTransport(answers)
        let network = NetworkClient(
            baseURL: Self.server, transport: transport, retryPolicy: .none)
        return (OpenMarketClient(network: network), transport)
    }

    static let detail = ItemDetail(
        id: 7, title: "Lamp", descriptions: "A lamp.", price: 30, currency: "USD", stock: 2, thumbnails: [],
        images: [], registrationDate: 1_700_000_000.5)
    static let photo = ItemImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0]), filename: "lamp.jpg", mediaType: "image/jpeg")

    @Test("page(n) is GET /items/n, decoded from the API's own example")
    func page() async throws {
        // Given
        let fixture = try OpenMarketFixtures.data("items-page.json")
        let (market, transport) = makeClient([.response(MockResponse(status: 200, body: fixture))])
        // When
        let page = try await market.page(2)
        // Then
        let request = try #require(transport.requests.first)
        #expect(request.method == .get)
        #expect(request.url.absoluteString == "https://market.example.com/items/2")
        #expect(page == (try JSONDecoder().decode(ItemPage.self, from: fixture)))
    }

    @Test("Given a query, when a page is asked, then its search, sort, currency and seller are in the URL")
    func pageWithQuery() async throws {
        let fixture = try OpenMarketFixtures.data("items-page.json")
        let (market, transport) = makeClient([
            .response(MockResponse(status: 200, body: fixture)), .response(MockResponse(status: 200, body: fixture)),
        ])
        let query = MarketQuery(search: "C++ lamp", sort: .priceLowToHigh, currency: "KRW", seller: .vendor(3))
        _ = try await market.page(1, query: query)
        #expect(
            transport.requests[0].url.absoluteString
                == "https://market.example.com/items/1?currency=KRW&search=C%2B%2B%20lamp&sort=price-low&vendor=3")
        _ = try await market.listing(MarketQuery()).page(2)
        #expect(transport.requests[1].url.absoluteString == "https://market.example.com/items/2")
    }

    @Test("item(id:) is GET /item/id; a 404 is .notFound")
    func item() async throws {
        let (market, transport) = makeClient([
            .json(Self.detail), .json(ErrorBody(reason: "Not Found"), status: 404),
        ])
        #expect(try await market.item(id: 7) == Self.detail)
        #expect(transport.requests[0].url.path == "/item/7")
        await #expect(throws: OpenMarketError.notFound) { try await market.item(id: 8) }
    }

    @Test("register is a multipart POST /item with the API's part names, images as images[] files")
    func register() async throws {
        // Given
        let (market, transport) = makeClient([.json(Self.detail)])
        let registration = ItemRegistration(
            title: "Lamp", descriptions: "A lamp.", price: 30, currency: "USD", stock: 1_000_000_000_000,
            discountedPrice: 25, images: [Self.photo, Self.photo], password: "secret")
        // When
        let created = try await market.register(registration)
        // Then
        let request = try #require(transport.requests.first)
        #expect(created == Self.detail)
        #expect(request.method == .post && request.url.path == "/item")
        #expect(request.header("Content-Type")?.hasPrefix("multipart/form-data; boundary=") == true)
        let form = try request.multipartForm()
        let texts = Dictionary(
            form.parts.filter { $0.filename == nil }.map { ($0.name, String(decoding: $0.body, as: UTF8.self)) },
            uniquingKeysWith: { first, _ in first })
        #expect(
            texts == [
                "title": "Lamp", "descriptions": "A lamp.", "price": "30", "currency": "USD",
                "stock": "1000000000000", "discounted_price": "25", "password": "secret",
            ])
        let files = form.parts.filter { $0.filename != nil }
        #expect(files.map(\.name) == ["images[]", "images[]"])
        #expect(files.allSatisfy { $0.filename == "lamp.jpg" && $0.contentType == "image/jpeg" })
        #expect(files.first?.body == Self.photo.data)
    }

    @Test("a registration without images, or with six, is refused before anything is sent")
    func imageCount() async throws {
        let (market, transport) = makeClient([])
        var registration = ItemRegistration(
            title: "Lamp", descriptions: "", price: 1, currency: "USD", stock: 1, images: [], password: "p")
        await #expect(throws: OpenMarketError.invalid(reason: "At least one image is required (images[]).")) {
            try await market.register(registration)
        }
        registration.images = Array(repeating: Self.photo, count: 6)
        await #expect(throws: OpenMarketError.invalid(reason: "The number of images must be 5 or less")) {
            try await market.register(registration)
        }
        #expect(transport.requests.isEmpty)
    }

    @Test("update sends only the fields it changes, plus the password, as a multipart PATCH")
    func update() async throws {
        let (market, transport) = makeClient([.json(Self.detail)])
        _ = try await market.update(id: 7, ItemUpdate(password: "secret", price: 20, images: [Self.photo]))
        let request = try #require(transport.requests.first)
        #expect(request.method == .patch && request.url.path == "/item/7")
        let form = try request.multipartForm()
        #expect(form.parts.map(\.name) == ["price", "password", "images[]"])
    }

    @Test("Given an image order, when updating, then it is sent as the image_order part beside the new photo")
    func updateWithImageOrder() async throws {
        let (market, transport) = makeClient([.json(Self.detail)])
        var update = ItemUpdate(password: "secret", images: [Self.photo])
        update.imageOrder = ImageOrder([.kept(name: "b.jpg"), .new(1)])
        _ = try await market.update(id: 7, update)
        let form = try #require(transport.requests.first).multipartForm()
        #expect(form.parts.map(\.name) == ["password", "image_order", "images[]"])
        #expect(form.parts[1].body == Data(#"["b.jpg","new:1"]"#.utf8))
    }

    @Test("verifyPassword is a PATCH carrying only the password")
    func verifyPassword() async throws {
        let (market, transport) = makeClient([.json(Self.detail)])
        #expect(try await market.verifyPassword(id: 7, "secret") == Self.detail)
        let form = try #require(transport.requests.first).multipartForm()
        #expect(form.parts.map(\.name) == ["password"])
        #expect(form.parts.first?.body == Data("secret".utf8))
    }

    @Test("delete is DELETE /item/id with the JSON body {\"password\": …}")
    func delete() async throws {
        let (market, transport) = makeClient([.json(Self.detail)])
        #expect(try await market.delete(id: 7, password: "secret") == Self.detail)
        let request = try #require(transport.requests.first)
        #expect(request.method == .delete && request.url.path == "/item/7")
        #expect(request.header("Content-Type") == "application/json")
        #expect(try request.decodedBody(as: [String: String].self) == ["password": "secret"])
    }

    @Test("a 404 to PATCH or DELETE is .wrongPasswordOrNotFound: the API cannot tell them apart")
    func wrongPassword() async throws {
        let notFound = MockTransport.Answer.json(ErrorBody(reason: "No item 7 with that password."), status: 404)
        let (market, _) = makeClient([notFound, notFound, notFound])
        await #expect(throws: OpenMarketError.wrongPasswordOrNotFound) {
            try await market.verifyPassword(id: 7, "wrong")
        }
        await #expect(throws: OpenMarketError.wrongPasswordOrNotFound) {
            try await market.update(id: 7, ItemUpdate(password: "wrong", title: "New"))
        }
        await #expect(throws: OpenMarketError.wrongPasswordOrNotFound) {
            try await market.delete(id: 7, password: "wrong")
        }
    }

    @Test("400, 413 and 415 are .invalid with the server's reason", arguments: [400, 413, 415])
    func invalid(status: Int) async throws {
        let (market, _) = makeClient([.json(ErrorBody(reason: "price must be a whole number ≥ 0."), status: status)])
        await #expect(throws: OpenMarketError.invalid(reason: "price must be a whole number ≥ 0.")) {
            try await market.update(id: 7, ItemUpdate(password: "p", price: 1))
        }
    }

    @Test("429 is .tooManyAttempts, 500 is .server, both with the reason")
    func otherStatuses() async throws {
        let (market, _) = makeClient([
            .json(ErrorBody(reason: "Too many wrong passwords."), status: 429), .status(500),
        ])
        await #expect(throws: OpenMarketError.tooManyAttempts(reason: "Too many wrong passwords.")) {
            try await market.delete(id: 7, password: "p")
        }
        await #expect(throws: OpenMarketError.server(status: 500, reason: nil)) { try await market.page(1) }
    }

    @Test("no answer and an unreadable answer come through as .network with the error underneath")
    func networkErrors() async throws {
        let (market, _) = makeClient([
            .failure(URLError(.cannotConnectToHost)), .response(MockResponse(status: 200, body: Data("{".utf8))),
        ])
        do {
            _ = try await market.page(1)
            Issue.record("expected a transport error")
        } catch {
            guard case .network(.transport) = error else { throw error }
        }
        do {
            _ = try await market.item(id: 1)
            Issue.record("expected a decoding error")
        } catch {
            guard case .network(.decoding) = error else { throw error }
        }
    }
}

extension OpenMarketError: Equatable {
    /// Equal when the case and its reason match; `.network` errors are never equal.
    public static func == (lhs: OpenMarketError, rhs: OpenMarketError) -> Bool {
        switch (lhs, rhs) {
        case (.wrongPasswordOrNotFound, .wrongPasswordOrNotFound), (.notFound, .notFound): true
        case (.invalid(let a), .invalid(let b)), (.tooManyAttempts(let a), .tooManyAttempts(let b)): a == b
        case (.server(let a, let x), .server(let b, let y)): a == b && x == y
        default: false
        }
    }
}
