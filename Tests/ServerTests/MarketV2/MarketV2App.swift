import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOFoundationCompat
import OpenMarketAPI
import TestSupport
import Testing

@testable import OpenMarketServer
@testable import Server
@testable import ServerSupport

/// The real application on a fresh database with one vendor, for the 2022 API's tests.
enum MarketV2App {
    static let identifier = "7184295e-4aa0-11ed-a200-81a53257c387"
    static let secret = "ebs12345!"

    /// Runs `test` against the app built by `buildApplication` on a fresh `database`, with the
    /// vendor `identifier`/`secret` added the way an operator adds it.
    static func test<T: Sendable>(
        _ setup: TestingSetup = .router, database: TestDatabase = .sqlite, openVendors: Bool = false,
        profile: MarketProfile = .late, _ test: @Sendable (any TestClientProtocol) async throws -> T
    ) async throws -> T {
        try await database.withFreshStorage { storage in
            let app = try await buildApplication(
                configuration: ServerConfiguration(
                    port: 0, logLevel: .critical, database: storage, demoData: false, passwordHashCost: 4,
                    marketProfile: profile, openVendors: openVendors))
            return try await app.test(setup) { client in
                // The app has migrated the database by now: add the vendor as `mybiz market vendor add` does.
                let vendors = try await VendorAdministration.open(storage, passwords: BcryptPasswordHasher(cost: 4))
                _ = try await vendors.add(identifier: identifier, secret: secret, name: "zhilly")
                await vendors.close()
                return try await test(client)
            }
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
