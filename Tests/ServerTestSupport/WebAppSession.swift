import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

/// A browser logged in to the web apps (`/app`, `/todo`) through the login form, as a person does.
package struct WebAppSession {
    package let client: any TestClientProtocol
    /// The `mybiz_session=…` cookie.
    package let cookie: String

    /// A browser holding `cookie` (`mybiz_session=…`).
    package init(client: any TestClientProtocol, cookie: String) {
        self.client = client
        self.cookie = cookie
    }

    /// Logs in through `/app/login`: the page, then the form with its token.
    package static func login(_ client: any TestClientProtocol, _ username: String, _ password: String) async throws
        -> WebAppSession
    {
        let page = try await client.execute(uri: "/app/login", method: .get)
        let formCookie = try #require(BrowserForms.cookie(in: page))
        let token = try #require(try BrowserForms.formToken(in: page))
        let response = try await client.execute(
            uri: "/app/login", method: .post,
            headers: [.contentType: "application/x-www-form-urlencoded", .cookie: formCookie],
            body: BrowserForms.form(["username": username, "password": password, "csrf": token, "next": "/app"]))
        try #require(response.status == .seeOther, "logging in as \(username): \(response.status)")
        return WebAppSession(client: client, cookie: try #require(BrowserForms.cookie(in: response)))
    }

    /// A page, with the session's cookie.
    package func get(_ uri: String, headers: HTTPFields = [:]) async throws -> TestResponse {
        var fields = headers
        fields[.cookie] = cookie
        return try await client.execute(uri: uri, method: .get, headers: fields)
    }

    /// A form sent from a page of this server: `fields` plus the page's own `csrf` token.
    package func post(_ uri: String, from page: TestResponse, _ fields: [(String, String)]) async throws -> TestResponse
    {
        let token = try #require(try BrowserForms.formToken(in: page))
        return try await post(uri, fields + [("csrf", token)])
    }

    /// A form with exactly `fields`.
    package func post(_ uri: String, _ fields: [(String, String)], headers: HTTPFields = [:]) async throws
        -> TestResponse
    {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._*")
        let body = fields.map { "\($0)=\($1.addingPercentEncoding(withAllowedCharacters: allowed) ?? $1)" }
            .joined(separator: "&")
        var all = headers
        all[.cookie] = cookie
        all[.contentType] = "application/x-www-form-urlencoded"
        return try await client.execute(uri: uri, method: .post, headers: all, body: ByteBuffer(string: body))
    }
}
