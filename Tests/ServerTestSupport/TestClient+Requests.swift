import Foundation
import HTTPTypes
import HummingbirdTesting
import MyBizAPI
import NIOCore
import NIOFoundationCompat
import Testing

extension TestClientProtocol {
    /// Sends a multipart form.
    package func send(_ form: RawMultipart, _ method: HTTPRequest.Method = .post, to uri: String = "/item")
        async throws -> TestResponse
    {
        try await execute(
            uri: uri, method: method, headers: [.contentType: form.contentType],
            body: ByteBuffer(bytes: form.body))
    }

    /// Sends a DELETE with a JSON body.
    package func delete(_ uri: String, json: String) async throws -> TestResponse {
        try await execute(
            uri: uri, method: .delete, headers: [.contentType: "application/json"], body: ByteBuffer(string: json))
    }

    /// GET `uri`.
    package func get(_ uri: String, headers: HTTPFields = [:]) async throws -> TestResponse {
        try await execute(uri: uri, method: .get, headers: headers)
    }

    /// Logs in to MyBiz with Basic credentials, as the client `forwardedFor` when given (through a
    /// trusted proxy).
    package func login(_ username: String, _ password: String, forwardedFor: String? = nil) async throws
        -> TestResponse
    {
        let credentials = Data("\(username):\(password)".utf8).base64EncodedString()
        var headers: HTTPFields = [.authorization: "Basic \(credentials)"]
        if let forwardedFor { headers[HTTPField.Name("X-Forwarded-For")!] = forwardedFor }
        return try await execute(uri: "/api/users/login", method: .post, headers: headers)
    }

    /// A MyBiz token for `username`.
    package func token(_ username: String, _ password: String) async throws -> String {
        let response = try await login(username, password)
        try #require(response.status == .ok)
        return try response.myBizDecoded(Session.self).token
    }

    /// A request with a bearer token and, when given, a JSON body.
    package func call(
        _ uri: String, _ method: HTTPRequest.Method = .get, token: String?, json: String? = nil
    ) async throws -> TestResponse {
        var headers: HTTPFields = [:]
        if let token { headers[.authorization] = "Bearer \(token)" }
        if json != nil { headers[.contentType] = "application/json" }
        return try await execute(uri: uri, method: method, headers: headers, body: json.map { ByteBuffer(string: $0) })
    }

    /// A request with a bearer token and `value` as its JSON body.
    package func call(_ uri: String, _ method: HTTPRequest.Method = .post, token: String?, body value: some Encodable)
        async throws -> TestResponse
    {
        let json = String(decoding: try MyBizJSON.encoder().encode(value), as: UTF8.self)
        return try await call(uri, method, token: token, json: json)
    }
}

extension TestResponse {
    /// The body decoded as `T`.
    package func decoded<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(buffer: body))
    }

    /// The body decoded as the MyBiz API writes it.
    package func myBizDecoded<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        try MyBizJSON.decoder().decode(T.self, from: Data(buffer: body))
    }

    /// The reason of an error answer, after checking it has the 2021 market's and MyBiz's error shape.
    package var errorReason: String? {
        guard let error = try? decoded(MyBizAPI.ErrorBody.self), error.error else { return nil }
        return error.reason
    }

    /// The field a MyBiz or 2021 market error body names (`field`), if any.
    package var errorField: String? {
        guard let error = try? decoded(MyBizAPI.ErrorBody.self), error.error else { return nil }
        return error.field
    }

    /// The body as text.
    package var text: String { String(buffer: body) }
}
