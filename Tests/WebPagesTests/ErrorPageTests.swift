import HTTPTypes
import Hummingbird
import HummingbirdTesting
import ServerTestSupport
import Testing

@testable import ServerHTTP
@testable import WebPages

@Suite("Errors as pages for browsers, the API's JSON for everyone else")
struct ErrorPageTests {
    static let json = ErrorBodyFormat { ["message": $0.reason] }

    func withRouter(_ test: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let router = Router()
        router.addMiddleware { ErrorMiddleware(ErrorPage(otherwise: Self.json)) }
        router.get("/busy") { _, _ -> String in throw APIError(.serviceUnavailable, "Busy.", retryAfter: 5) }
        router.get("/signed-out") { _, _ -> String in throw APIError(.unauthorized, "Unauthorized") }
        router.get("/forbidden") { _, _ -> String in throw APIError(.forbidden, "Forbidden") }
        router.get("/market/items/7/edit") { _, _ -> String in throw APIError(.forbidden, "Forbidden") }
        try await Application(router: router).test(.router, test)
    }

    @Test("a browser gets a designed page with the same status and sentence, and Retry-After")
    func browser() async throws {
        try await withRouter { client in
            let page = try await client.execute(uri: "/busy", method: .get, headers: [.accept: "text/html"])
            #expect(page.status == .serviceUnavailable && page.headers[.retryAfter] == "5")
            #expect(page.headers[.contentType] == HTMLPage.mediaType)
            let document = try XHTMLDocument(page.text)
            #expect(document.root.all("h1").first?.allText == "Busy right now")
            #expect(page.text.contains("Busy."))
        }
    }

    @Test("a script gets the JSON format it was given; an unknown route is a 404 in it")
    func script() async throws {
        try await withRouter { client in
            let answer = try await client.execute(uri: "/busy", method: .get, headers: [.accept: "application/json"])
            #expect(answer.status == .serviceUnavailable && answer.text == #"{"message":"Busy."}"#)
            let missing = try await client.execute(uri: "/nowhere", method: .get)
            #expect(missing.status == .notFound && missing.text == #"{"message":"Not Found"}"#)
        }
    }

    @Test(
        "Given a browser not signed in, then the page leads to the login; given one signed in but not allowed, then it does not offer a login first"
    )
    func signedOutAndForbidden() async throws {
        try await withRouter { client in
            let signedOut = try XHTMLDocument(
                try await client.execute(uri: "/signed-out", method: .get, headers: [.accept: "text/html"]).text)
            #expect(signedOut.root.all("h1").first?.allText == "Log in to see this")
            #expect(Self.ways(signedOut) == ["/app/login", "/"])

            let forbidden = try XHTMLDocument(
                try await client.execute(uri: "/forbidden", method: .get, headers: [.accept: "text/html"]).text)
            #expect(forbidden.root.all("h1").first?.allText == "Not allowed")
            #expect(forbidden.root.allText.contains("This page is not yours to open."))
            #expect(!forbidden.root.allText.contains("session has ended"))
            #expect(Self.ways(forbidden) == ["/", "/app"])
            let market = try XHTMLDocument(
                try await client.execute(uri: "/market/items/7/edit", method: .get, headers: [.accept: "text/html"])
                    .text)
            #expect(Self.ways(market) == ["/", "/market"])
        }
    }

    /// Where the page's buttons lead, in order.
    static func ways(_ document: XHTMLDocument) -> [String] {
        document.root.all("a").filter { $0.attributes["class"]?.hasPrefix("button") == true }
            .compactMap { $0.attributes["href"] }
    }
}
