import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import NIOFoundationCompat
import OpenMarketAPI
import ServerTestSupport
import TestSupport
import Testing

/// What the 2022 apps send, habit by habit (docs/open-market-api-v2.md, "Client habits"), and the
/// keys each decodes the answer with.
@Suite("Open Market 2022: the apps' habits")
struct MarketV2ClientHabitsTests {
    /// The keys the strictest apps require of a product detail.
    private static let detailKeys: Set = [
        "id", "vendor_id", "name", "description", "thumbnail", "currency", "price", "bargain_price",
        "discounted_price", "stock", "created_at", "issued_at", "images", "vendors",
    ]

    @Test(
        "ic_5_tiana: //api/products/ with a preamble and an untyped params part is 201; PATCH early is 202; GET is 200 JSON"
    )
    func tiana() async throws {
        try await MarketV2App.test { client in
            var form = try MarketV2App.registration(
                #"{"name":"Lamp","descriptions":"Old brass.","price":1000,"currency":"KRW","secret":"ebs12345!"}"#,
                paramsContentType: nil)
            form.boundary = "Boundary-\(UUID().uuidString)"
            let body = Data("\r\n".utf8) + form.body
            let response = try await client.market(
                .post, "/early//api/products/", headers: [.contentType: form.contentType], body: body)
            #expect(response.status == .created)
            let json = try JSONDecoder().decode(JSONValue.self, from: Data(buffer: response.body))
            #expect(Self.detailKeys.isSubset(of: json.keys))
            let id = try JSONDecoder().decode(MarketProduct.self, from: Data(buffer: response.body)).id
            let patched = try await client.market(
                .patch, "/early/api/products/\(id)", body: Data(#"{"secret":"ebs12345!","stock":0}"#.utf8))
            #expect(patched.status == .accepted)
            let shown = try await client.market(.get, "/early//api/products/\(id)?", identifier: nil)
            #expect(shown.status == .ok && shown.headers[.contentType]?.hasPrefix("application/json") == true)
        }
    }

    @Test("4-leeari95: a quoted boundary; a PATCH with only the secret checks it (2xx), a wrong one is not 2xx")
    func leeari95() async throws {
        try await MarketV2App.test { client in
            let form = try MarketV2App.registration()
            let created = try await client.market(
                .post, "/early/api/products",
                headers: [.contentType: "multipart/form-data; boundary=\"\(form.boundary)\""],
                body: form.body)
            let id = try JSONDecoder().decode(MarketProduct.self, from: Data(buffer: created.body)).id
            let check = try await client.market(
                .patch, "/early/api/products/\(id)", headers: [.contentType: "application/json"],
                body: Data(#"{"secret":"ebs12345!"}"#.utf8))
            #expect((200..<300).contains(check.status.code))
            let wrong = try await client.market(
                .patch, "/early/api/products/\(id)", body: Data(#"{"secret":"x"}"#.utf8))
            #expect(wrong.status == .badRequest)
        }
    }

    @Test(
        "wonbi39, ic_7_kyo12, mangdi, sunny2: header spacing, odd part types, no final CRLF, camelCase discount, several JPEGs in one part"
    )
    func partQuirks() async throws {
        try await MarketV2App.test { client in
            let jpeg = try ImageFixtures.jpeg
            var form = RawMultipart()
            form.finalLineBreak = false
            form.parts = [
                .init(
                    headers: [#"Content-Disposition:form-data; name="params" "#],
                    body: Data(
                        #"{"name":"Two photos","description":"Ten chars!","price":2000,"currency":"USD","discountedPrice":500,"secret":"ebs12345!","productID":1,"product_id":2}"#
                            .utf8)),
                .init(
                    headers: [
                        #"Content-Disposition: form-data; name="images"; filename="image.jpeg""#,
                        #"Content-Type: "multipart/form-data" "#,
                    ],
                    body: jpeg + jpeg),
            ]
            let created = try await client.register(form)
            #expect(created.status == .created)
            let product = try JSONDecoder().decode(MarketProduct.self, from: Data(buffer: created.body))
            // Both photos of the part are kept, each a photo of its own
            #expect(product.discountedPrice == 500 && product.bargainPrice == 1500 && product.images?.count == 2)
        }
    }

    @Test("junho15, wonbi39, zhilly and rhovin: the archived path appended whole, or only its last component, deletes")
    func archivedPaths() async throws {
        try await MarketV2App.test { client in
            for build in [
                { (path: String) in "/api/products/" + path },
                { "/api/products/" + ($0.split(separator: "/").last ?? "") },
            ] {
                let created = try await client.register(try MarketV2App.registration())
                let id = try JSONDecoder().decode(MarketProduct.self, from: Data(buffer: created.body)).id
                let path = try await client.market(
                    .post, "/api/products/\(id)/archived", body: Data(#"{"secret":"ebs12345!"}"#.utf8))
                #expect(try await client.market(.delete, build(path.text)).status == .ok)
                #expect(try await client.market(.get, "/api/products/\(id)").status == .notFound)
            }
        }
    }

    @Test(
        "baem2, dragon, health: an empty search_value lists all, 200 items per page, health is \"OK\" with its quotes")
    func reads() async throws {
        try await MarketV2App.test { client in
            _ = try await client.register(try MarketV2App.registration())
            let page = try await client.market(.get, "/api/products?page_no=1&items_per_page=200&search_value=")
            #expect(page.status == .ok)
            #expect(try JSONDecoder().decode(MarketProductPage.self, from: Data(buffer: page.body)).products.count == 1)
            let health = try await client.market(.get, "/healthChecker", identifier: nil)
            #expect(health.status == .ok && health.text == "\"OK\"")
        }
    }

    @Test("bad input is a 400 naming what is wrong, in the API's error shape, and stores nothing")
    func badInput() async throws {
        try await MarketV2App.test { client in
            let cases: [(RawMultipart, String?, String)] = [
                (
                    try MarketV2App.registration(), "unknown-vendor",
                    "The identifier “unknown-vendor” and that secret do not open a vendor."
                ),
                (
                    try MarketV2App.registration(
                        #"{"name":"Lamp","description":"x","price":1,"currency":"KRW","secret":"wrong"}"#),
                    MarketV2App.identifier,
                    "The identifier “\(MarketV2App.identifier)” and that secret do not open a vendor."
                ),
                (
                    try MarketV2App.registration(
                        #"{"name":"Lamp","description":"x","price":1,"currency":"EUR","secret":"ebs12345!"}"#),
                    MarketV2App.identifier, "currency must be KRW or USD"
                ),
                (
                    try MarketV2App.registration(
                        #"{"name":"Lamp","description":"x","price":5,"discounted_price":6,"currency":"KRW","secret":"ebs12345!"}"#
                    ),
                    MarketV2App.identifier, "discounted_price must be a number from 0 to the price (5)"
                ),
                (try MarketV2App.registration(images: []), MarketV2App.identifier, "At least one image is required"),
                (RawMultipart(), MarketV2App.identifier, "The form has no params part"),
            ]
            for (form, identifier, reason) in cases {
                let response = try await client.register(form, identifier: identifier)
                #expect(response.status == .badRequest, "\(reason)")
                let error = try JSONDecoder().decode(MarketErrorBody.self, from: Data(buffer: response.body))
                #expect(error.code == 400 && error.message.contains(reason), "\(error.message)")
            }
            let page = try await client.market(.get, "/api/products?page_no=1")
            #expect(try JSONDecoder().decode(MarketProductPage.self, from: Data(buffer: page.body)).totalCount == 0)
        }
    }

    @Test("the delete step answers another vendor's product as it answers a wrong delete secret")
    func deleteTellsNoOwner() async throws {
        try await MarketV2App.test { client in
            let created = try await client.register(try MarketV2App.registration())
            let id = try JSONDecoder().decode(MarketProduct.self, from: Data(buffer: created.body)).id
            let secret = try await client.market(
                .post, "/api/products/\(id)/secret", body: Data(#"{"secret":"ebs12345!"}"#.utf8)
            ).text
            // Given the right delete secret under another identifier, and a wrong one under the owner's
            let other = try await client.market(.delete, "/api/products/\(id)/\(secret)", identifier: "someone-else")
            let wrong = try await client.market(.delete, "/api/products/\(id)/not-the-secret")
            // Then both are the same 400, naming only what was sent
            #expect(other.status == .badRequest && wrong.status == .badRequest)
            #expect(
                other.text.replacingOccurrences(of: "someone-else", with: "X")
                    == wrong.text.replacingOccurrences(of: MarketV2App.identifier, with: "X"))
            #expect(try await client.market(.get, "/api/products/\(id)").status == .ok)
        }
    }

    @Test("--open-vendors: an unknown identifier becomes a vendor on its first write and keeps its secret")
    func openVendors() async throws {
        try await MarketV2App.test(openVendors: true) { client in
            let first = try await client.register(try MarketV2App.registration(), identifier: "new-vendor-1")
            #expect(first.status == .created)
            // Named after its identifier, which its app shows as the seller
            let product = try JSONDecoder().decode(MarketProduct.self, from: Data(buffer: first.body))
            let shown = try await client.market(.get, "/api/products/\(product.id)", identifier: nil)
            #expect(shown.text.contains(#""vendorName":"new-vendor-1""#), "\(shown.text)")
            let other = try await client.register(
                try MarketV2App.registration(
                    #"{"name":"Lamp","description":"x","price":1,"currency":"KRW","secret":"other"}"#),
                identifier: "new-vendor-1")
            #expect(other.status == .badRequest)
        }
    }

    @Test("the 2021 API's items show in the 2022 API with vendor 0, and no vendor may change them")
    func crossAPI() async throws {
        try await MarketV2App.test { client in
            let v1 = try await client.send(RawMultipart.registration(images: [try ImageFixtures.jpeg]))
            let item = try v1.decoded(ItemDetail.self)
            let shown = try await client.market(.get, "/api/products/\(item.id)")
            let product = try JSONDecoder().decode(MarketProduct.self, from: Data(buffer: shown.body))
            #expect(product.vendorID == 0 && product.bargainPrice == 9900 && product.discountedPrice == 2100)
            let patch = try await client.market(
                .patch, "/api/products/\(item.id)", body: Data(#"{"secret":"ebs12345!","stock":1}"#.utf8))
            #expect(patch.status == .forbidden)
        }
    }
}

/// The habits of the apps the first suite does not send for.
@Suite("Open Market 2022: more of the apps' habits")
struct MarketV2MoreClientHabitsTests {
    /// Registers the default product under `prefix`; returns its number.
    private func registered(_ client: any TestClientProtocol, prefix: String = "") async throws -> Int {
        let created = try await client.register(try MarketV2App.registration(), to: "\(prefix)/api/products")
        return try JSONDecoder().decode(MarketProduct.self, from: Data(buffer: created.body)).id
    }

    @Test("ic_5_mmim90: two extra bytes before the closing delimiter are the last image's; the photo still reads")
    func extraLineBreak() async throws {
        try await MarketV2App.test { client in
            let form = try MarketV2App.registration(images: [try ImageFixtures.jpeg + Data("\r\n".utf8)])
            let response = try await client.register(form, to: "/early/api/products")
            #expect(response.status == .created)
        }
    }

    @Test("ic_7_inho7th: every image under one file name is still one image each")
    func sameFileName() async throws {
        try await MarketV2App.test { client in
            let form = try MarketV2App.registration(images: [try ImageFixtures.jpeg, try ImageFixtures.png])
            let created = try await client.register(form)
            #expect(try JSONDecoder().decode(MarketProduct.self, from: Data(buffer: created.body)).images?.count == 2)
        }
    }

    @Test("4-ChaminLee: the secret as a bare JSON string, without a Content-Type, is read")
    func bareSecret() async throws {
        try await MarketV2App.test { client in
            let id = try await registered(client, prefix: "/early")
            let secret = try await client.market(
                .post, "/early/api/products/\(id)/secret", body: Data(#""ebs12345!""#.utf8))
            #expect(secret.status == .ok)
        }
    }

    @Test("4-forestjae: a PATCH that always sends discounted_price 0 and stock 0 applies them")
    func zeroValues() async throws {
        try await MarketV2App.test { client in
            let id = try await registered(client, prefix: "/early")
            let patched = try await client.market(
                .patch, "/early/api/products/\(id)",
                body: Data(#"{"secret":"ebs12345!","discounted_price":0,"stock":0}"#.utf8))
            let product = try JSONDecoder().decode(MarketProduct.self, from: Data(buffer: patched.body))
            #expect(product.discountedPrice == 0 && product.bargainPrice == product.price && product.stock == 0)
        }
    }

    @Test("ic_6_zzbae22: //api/products/{id} and a params header without a space after its colon")
    func doubleSlashAndSpacing() async throws {
        try await MarketV2App.test { client in
            var form = try MarketV2App.registration()
            form.parts[0].headers = [#"Content-Disposition:form-data; name="params""#]
            let created = try await client.register(form, to: "/early//api/products")
            let id = try JSONDecoder().decode(MarketProduct.self, from: Data(buffer: created.body)).id
            #expect(try await client.market(.get, "//api/products/\(id)", identifier: nil).status == .ok)
        }
    }

    @Test(
        "ic_7_aejongg, ic_7_mangdi, ic_6_borysarang: list items carry vendorName and description; details carry images with succeed and vendors with dates"
    )
    func requiredKeys() async throws {
        try await MarketV2App.test { client in
            let id = try await registered(client)
            let page = try await client.market(.get, "/api/products?page_no=1&items_per_page=10", identifier: nil)
            let json = try JSONDecoder().decode(JSONValue.self, from: Data(buffer: page.body))
            guard case .array(let items) = json["pages"], let item = items.first else {
                Issue.record("no pages in \(json)")
                return
            }
            #expect(["vendorName", "description", "vendor_id", "bargain_price"].allSatisfy(item.keys.contains))
            let detail = try await client.market(.get, "/early/api/products/\(id)", identifier: nil)
            let product = try JSONDecoder().decode(JSONValue.self, from: Data(buffer: detail.body))
            guard case .array(let images) = product["images"] else {
                Issue.record("no images in \(product)")
                return
            }
            #expect(images.first?.keys.contains("succeed") == true)
            #expect(product["vendors"]?.keys == ["id", "name", "created_at", "issued_at"])
        }
    }
}
