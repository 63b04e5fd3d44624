import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOFoundationCompat
import OpenMarketAPI
import ServerTestSupport
import TestSupport
import Testing

@testable import OpenMarketServer
@testable import ServerDatabase
@testable import ServerSecurity

/// The Open Market module on a fresh database with one vendor, for the 2022 API's tests.
enum MarketV2App {
    static let identifier = "7184295e-4aa0-11ed-a200-81a53257c387"
    static let secret = "ebs12345!"

    /// Runs `test` against the Open Market module on a fresh `database`, with the vendor
    /// `identifier`/`secret` added as `mybiz market vendor add` adds it.
    static func test<T: Sendable>(
        _ setup: TestingSetup = .router, database: TestDatabase = .sqlite, openVendors: Bool = false,
        profile: MarketProfile = .late, _ test: @Sendable (any TestClientProtocol) async throws -> T
    ) async throws -> T {
        try await database.withFreshDatabase(migrations: OpenMarketApp.migrations) { database in
            _ = try await SQLVendorRepository(database: database.sql, changes: DataChanges()).add(
                identifier: identifier, name: "zhilly",
                secretHash: try await BcryptPasswordHasher(cost: 4).hash(secret),
                now: Date().timeIntervalSince1970)
            let app = try OpenMarketApp.app(
                on: database, OpenMarketApp.Settings(profile: profile, openVendors: openVendors))
            return try await app.test(setup, test)
        }
    }

    /// A registration as the apps send it: `params` JSON and image parts.
    static func registration(
        _ params: String =
            #"{"name":"Brass lamp","description":"A lamp of brass.","price":12000,"currency":"KRW","discounted_price":2000,"stock":5,"secret":"ebs12345!"}"#,
        images: [Data]? = nil, paramsContentType: String? = "application/json", imageContentType: String? = "image/jpeg"
    ) throws -> RawMultipart {
        var form = RawMultipart()
        form.parts.append(
            .init(
                headers: [#"Content-Disposition: form-data; name="params""#]
                    + (paramsContentType.map { ["Content-Type: \($0)"] } ?? []),
                body: Data(params.utf8)))
        for image in try images ?? [ImageFixtures.jpeg] {
            form.file(image, name: "images", filename: "image.jpg", contentType: imageContentType)
        }
        return form
    }
}

extension TestClientProtocol {
    /// Sends `body` with the vendor's `identifier` header (unless `nil`) and the given headers.
    func market(
        _ method: HTTPRequest.Method, _ uri: String, identifier: String? = MarketV2App.identifier,
        headers: HTTPFields = [:], body: Data? = nil
    ) async throws -> TestResponse {
        var fields = headers
        if let identifier { fields[HTTPField.Name("identifier")!] = identifier }
        return try await execute(uri: uri, method: method, headers: fields, body: body.map { ByteBuffer(data: $0) })
    }

    /// Sends a registration form to `uri`.
    func register(_ form: RawMultipart, to uri: String = "/api/products", identifier: String? = MarketV2App.identifier)
        async throws -> TestResponse
    {
        try await market(.post, uri, identifier: identifier, headers: [.contentType: form.contentType], body: form.body)
    }
}
