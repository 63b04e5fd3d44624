import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// What a browser does with the server's pages and forms, for tests: cookies, the hidden form token,
/// form-encoded bodies.
package enum BrowserForms {
    /// `fields` form-encoded.
    package static func form(_ fields: [String: String]) -> ByteBuffer {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._*")
        return ByteBuffer(
            string: fields.map { "\($0)=\($1.addingPercentEncoding(withAllowedCharacters: allowed) ?? $1)" }
                .joined(separator: "&"))
    }

    /// The `name=value` part of a Set-Cookie header.
    package static func cookie(in response: TestResponse) -> String? {
        response.headers[.setCookie].flatMap { $0.split(separator: ";").first.map(String.init) }
    }

    /// The value of a page's hidden `csrf` field.
    package static func formToken(in page: TestResponse) throws -> String? {
        try XHTMLDocument(String(buffer: page.body)).root.all("input").first { $0.attributes["name"] == "csrf" }?
            .attributes["value"]
    }

    /// Logs in through the form at `path`, as a browser does — the page first, then the form with its
    /// token; returns the answer and the session cookie it set.
    package static func logIn(
        _ client: any TestClientProtocol, at path: String, _ username: String, _ password: String,
        headers: HTTPFields = [:]
    ) async throws -> (TestResponse, String?) {
        let page = try await client.execute(uri: path, method: .get)
        let formCookie = try #require(cookie(in: page))
        let token = try #require(try formToken(in: page))
        var fields: HTTPFields = [.contentType: "application/x-www-form-urlencoded", .cookie: formCookie]
        fields.append(contentsOf: headers)
        let response = try await client.execute(
            uri: path, method: .post, headers: fields,
            body: form(["username": username, "password": password, "csrf": token]))
        return (response, response.status == .seeOther ? cookie(in: response) : nil)
    }
}
