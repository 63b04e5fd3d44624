import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import NIOFoundationCompat
import ServerTestSupport
import TestSupport
import Testing

@testable import OpenMarketServer
@testable import ServerSecurity

@Suite("The 2022 late delete flow from every base URL, with the exact bytes apps send")
struct MarketV2DeleteFlowTests {
    static let identifier = "7184295e-4aa0-11ed-a200-81a53257c387"
    static let secret = "ebs12345!"

    /// How an app turns the archived answer into the DELETE's path, from its base URL.
    enum Build: String, CaseIterable, CustomTestStringConvertible {
        case verbatimAtRoot, lateBasePlusAnswer, earlyBasePlusAnswer, lastComponent, wholeAnswerAppended
        case lateWholeAnswerAppended

        var testDescription: String { rawValue }

        /// The base URL's path the app was set up with.
        var base: String {
            switch self {
            case .lateBasePlusAnswer, .lateWholeAnswerAppended: "/late"
            case .earlyBasePlusAnswer: "/early"
            default: ""
            }
        }

        /// The DELETE's path for `answer`.
        func path(for answer: String) -> String {
            switch self {
            case .verbatimAtRoot: answer
            case .lateBasePlusAnswer, .earlyBasePlusAnswer: base + answer
            case .lastComponent: "/api/products/" + (answer.split(separator: "/").last ?? "")
            case .wholeAnswerAppended, .lateWholeAnswerAppended: base + "/api/products/" + answer
            }
        }
    }

    @Test(
        "archived answers a path without the profile's prefix, and each DELETE built from it deletes",
        arguments: Build.allCases)
    func deletes(build: Build) async throws {
        try await TestDatabase.sqlite.withFreshStorage { storage in
            try await OpenMarketApp.app(on: storage).test(.live) { client in
                let vendors = try await VendorAdministration.open(storage, passwords: BcryptPasswordHasher(cost: 4))
                _ = try await vendors.add(identifier: Self.identifier, secret: Self.secret, name: "zhilly")
                await vendors.close()
                // Given a product the vendor registered from the app's base URL
                var form = RawMultipart()
                form.parts.append(
                    .init(
                        headers: [#"Content-Disposition: form-data; name="params""#, "Content-Type: application/json"],
                        body: Data(
                            #"{"name":"Lamp","description":"A lamp.","price":12000,"currency":"KRW","stock":5,"secret":"ebs12345!"}"#
                                .utf8)))
                form.file(try ImageFixtures.jpeg, name: "images", filename: "image.jpg")
                let created = try await client.execute(
                    uri: build.base + "/api/products", method: .post,
                    headers: [.contentType: form.contentType, HTTPField.Name("identifier")!: Self.identifier],
                    body: ByteBuffer(data: form.body))
                try #require(created.status == .ok || created.status == .created, "\(created.text)")
                guard case .integer(let id)? = try created.decoded([String: JSONValue].self)["id"] else {
                    Issue.record("no id in \(created.text)")
                    return
                }
                // When it asks where to delete it
                let archived = try await client.execute(
                    uri: build.base + "/api/products/\(id)/archived", method: .post,
                    headers: [HTTPField.Name("identifier")!: Self.identifier],
                    body: ByteBuffer(string: #"{"secret":"ebs12345!"}"#))
                // Then the answer is relative to the API's base, as the 2022 server's was
                #expect(
                    archived.text.wholeMatch(of: /\/api\/products\/\d+-[A-Za-z0-9_-]{24}/) != nil, "\(archived.text)")
                // And the DELETE, sent byte for byte as the app sends it, deletes the product
                let port = try #require(client.port)
                let connection = try RawConnection(port: port)
                let path = build.path(for: archived.text)
                connection.send(
                    "DELETE \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nidentifier: \(Self.identifier)\r\nConnection: close\r\n\r\n"
                )
                let deleted = await connection.readAnswer(within: .seconds(10))
                #expect(deleted.status == 200, "DELETE \(path): \(String(decoding: deleted.data, as: UTF8.self))")
                #expect(try await client.get("/late/api/products/\(id)").status == .notFound)
            }
        }
    }
}
