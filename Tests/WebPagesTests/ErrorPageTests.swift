import HTTPTypes
import Hummingbird
import HummingbirdTesting
import ServerTestSupport
import Testing

@testable import ServerSupport
@testable import WebPages

@Suite("Errors as pages for browsers, the API's JSON for everyone else")
struct ErrorPageTests {
    static let json = ErrorBodyFormat { ["message": $0.reason] }

    func withRouter(_ test: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let router = Router()
        router.addMiddleware { ErrorMiddleware(ErrorPage(otherwise: Self.json)) }
        router.get("/busy") { _, _ -> String in throw APIError(.serviceUnavailable, "Busy.", retryAfter: 5) }
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
}
