import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import NIOFoundationCompat
import OpenMarketAPI
import Testing

@testable import MyBizServer
@testable import OpenMarketServer
@testable import Server
@testable import ServerSupport

/// The real application on a fresh database, for route tests.
enum OpenMarketApp {
    /// Runs `test` against the app built by `buildApplication` on a fresh database, with cheap
    /// bcrypt (the cost is not what these tests are about).
    static func test<T: Sendable>(
        _ setup: TestingSetup = .router, database: TestDatabase = .sqlite, publicURL: String? = nil,
        allowedHosts: [String] = [], connectionLimits: ConnectionLimits = ConnectionLimits(),
        _ test: @Sendable (any TestClientProtocol) async throws -> T
    ) async throws -> T {
        try await database.withFreshStorage { storage in
            try await app(
                on: storage, publicURL: publicURL, allowedHosts: allowedHosts, connectionLimits: connectionLimits
            ).test(setup, test)
        }
    }

    /// The app on `storage`, which may already hold data.
    static func app(
        on storage: DatabaseConfiguration, publicURL: String? = nil, allowedHosts: [String] = [],
        cacheRecheckInterval: Duration = .seconds(1), connectionLimits: ConnectionLimits = ConnectionLimits(),
        databaseTimeout: Duration = .seconds(10)
    ) async throws -> some ApplicationProtocol {
        try await buildApplication(
            configuration: ServerConfiguration(
                port: 0, logLevel: .critical, database: storage, databaseTimeout: databaseTimeout, publicURL: publicURL,
                allowedHosts: allowedHosts,
                demoData: false,
                passwordHashCost: 4, cacheRecheckInterval: cacheRecheckInterval, connectionLimits: connectionLimits))
    }
}

extension TestClientProtocol {
    /// Sends a multipart form.
    func send(_ form: RawMultipart, _ method: HTTPRequest.Method = .post, to uri: String = "/item") async throws
        -> TestResponse
    {
        try await execute(
            uri: uri, method: method, headers: [.contentType: form.contentType],
            body: ByteBuffer(bytes: form.body))
    }

    /// Sends a DELETE with a JSON body.
    func delete(_ uri: String, json: String) async throws -> TestResponse {
        try await execute(
            uri: uri, method: .delete, headers: [.contentType: "application/json"], body: ByteBuffer(string: json))
    }

    /// GET `uri`.
    func get(_ uri: String, headers: HTTPFields = [:]) async throws -> TestResponse {
        try await execute(uri: uri, method: .get, headers: headers)
    }
}

extension TestResponse {
    /// The body decoded as `T`.
    func decoded<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(buffer: body))
    }

    /// The reason of an error answer, after checking it has the API's error shape.
    var errorReason: String? {
        guard let error = try? decoded(ErrorBody.self), error.error else { return nil }
        return error.reason
    }
}
