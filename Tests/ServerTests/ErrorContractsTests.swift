import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import ServerTestSupport
import TestSupport
import Testing

@testable import Server

@Suite("Every error in the contract of the path it came to, unknown routes and methods included")
struct ErrorContractsTests {
    @Test(
        "under /early and /late, and at the root's 2022 paths, every error is the 2022 body",
        arguments: [
            ("/late/nowhere", HTTPRequest.Method.get), ("/early/api/products/1/2/3/4", .get),
            ("/late/api/products", .put),
            ("/api/products/abc/def/ghi", .get), ("/healthChecker", .post), ("/late/api/products/999999", .get),
        ])
    func marketV2(path: String, method: HTTPRequest.Method) async throws {
        try await OpenMarketApp.test { client in
            let answer = try await client.execute(uri: path, method: method)
            #expect(answer.status.code >= 400)
            let body = try answer.decoded([String: JSONValue].self)
            #expect(Set(body.keys) == ["code", "message"], "\(method) \(path): \(answer.text)")
            #expect(body["code"] == .integer(Int64(answer.status.code)))
            #expect(answer.headers[.contentType] == "application/json; charset=utf-8")
        }
    }

    @Test(
        "the 2021 and MyBiz paths answer {error, reason}; a browser on a page gets a page",
        arguments: ["/items/abc/def", "/item/1/2", "/api/nowhere", "/thumbnails/", "/health/x"])
    func legacy(path: String) async throws {
        try await OpenMarketApp.test { client in
            let answer = try await client.execute(uri: path, method: .get, headers: [.accept: "text/html"])
            #expect(answer.status == .notFound)
            #expect(answer.errorReason != nil, "\(path): \(answer.text)")
        }
    }

    @Test("a page that does not exist is a page for a browser and JSON for a script")
    func pages() async throws {
        try await OpenMarketApp.test { client in
            let page = try await client.execute(uri: "/market/nowhere", method: .get, headers: [.accept: "text/html"])
            #expect(page.status == .notFound && page.headers[.contentType] == "text/html; charset=utf-8")
            let script = try await client.execute(uri: "/market/nowhere", method: .get)
            #expect(script.status == .notFound && script.errorReason == "Not Found")
        }
    }
}
