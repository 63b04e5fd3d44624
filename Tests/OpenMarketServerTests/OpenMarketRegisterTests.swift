import Foundation
import Hummingbird
import HummingbirdTesting
import Imaging
import NIOFoundationCompat
import OpenMarketAPI
import ServerTestSupport
import TestSupport
import Testing

@Suite("POST /item: registering an item")
struct OpenMarketRegisterTests {
    @Test("a valid form with a JPEG and a PNG registers the item: 200 and its detail, as the spec shapes it")
    func registers() async throws {
        try await OpenMarketApp.test(publicURL: "https://market.example/") { client in
            // Given
            let form = RawMultipart.registration(images: [try ImageFixtures.jpeg, try ImageFixtures.png])
            // When
            let response = try await client.send(form)
            // Then
            #expect(response.status == .ok)
            let json = try response.decoded(JSONValue.self)
            #expect(
                json.keys == [
                    "id", "title", "descriptions", "price", "currency", "stock", "discounted_price", "thumbnails",
                    "images", "registration_date",
                ])
            let item = try response.decoded(ItemDetail.self)
            #expect(item.title == "Desk lamp" && item.price == 12000 && item.discountedPrice == 9900 && item.stock == 7)
            #expect(item.images.count == 2 && item.thumbnails.count == 2)
            #expect(item.images.allSatisfy { $0.hasPrefix("https://market.example/images/") })
            #expect(item.thumbnails.allSatisfy { $0.hasPrefix("https://market.example/thumbnails/") })
            #expect(abs(item.registrationDate - Date().timeIntervalSince1970) < 60)
            #expect(!String(buffer: response.body).contains("secret1"))
        }
    }

    @Test("POST /item/ with a trailing slash works too")
    func trailingSlash() async throws {
        try await OpenMarketApp.test { client in
            let response = try await client.send(
                RawMultipart.registration(images: [try ImageFixtures.jpeg]), to: "/item/")
            #expect(response.status == .ok)
        }
    }

    @Test(
        "what existing clients send is accepted",
        arguments: [
            "no space before boundary", "quoted boundary", "no CRLF after the closing boundary",
            "file part without filename", "image content type “jpeg”", "image content type in quotes",
            "image without content type", "images before the text", "images named `images`",
        ])
    func clientQuirks(quirk: String) async throws {
        try await OpenMarketApp.test { client in
            var form = RawMultipart.registration(images: [])
            var contentType = form.contentType
            let jpeg = try ImageFixtures.jpeg
            switch quirk {
            case "no space before boundary": contentType = "multipart/form-data;boundary=\(form.boundary)"
            case "quoted boundary": contentType = "multipart/form-data; boundary=\"\(form.boundary)\""
            case "no CRLF after the closing boundary": form.finalLineBreak = false
            case "file part without filename": form.file(jpeg, filename: nil)
            case "image content type “jpeg”": form.file(jpeg, contentType: "jpeg")
            case "image content type in quotes": form.file(jpeg, contentType: "\"image/jpeg\"")
            case "image without content type": form.file(jpeg, contentType: nil)
            case "images before the text":
                form.parts.insert(
                    RawMultipart.Part(headers: ["Content-Disposition: form-data; name=\"images[]\""], body: jpeg), at: 0
                )
            case "images named `images`": form.file(jpeg, name: "images")
            default: Issue.record("unknown quirk \(quirk)")
            }
            if form.parts.allSatisfy({ !$0.headers[0].contains("images") }) { form.file(jpeg) }
            let response = try await client.execute(
                uri: "/item", method: .post, headers: [.contentType: contentType], body: ByteBuffer(bytes: form.body))
            #expect(response.status == .ok, "\(quirk): \(String(buffer: response.body))")
            #expect(try response.decoded(ItemDetail.self).images.count == 1)
        }
    }

    @Test(
        "each broken rule is a 400 naming its field in its sentence and in `field`, and nothing is stored",
        arguments: [
            ("title", nil, "title is required and must not be blank."),
            ("title", "   ", "title must not be blank."),
            ("descriptions", nil, "descriptions is required."),
            ("price", nil, "price is required: a whole number from 0 to 10000000000000."),
            ("price", "-1", "price must be a whole number from 0 to 10000000000000, not “-1”."),
            ("price", "12.5", "price must be a whole number from 0 to 10000000000000, not “12.5”."),
            ("currency", " ", "currency must not be blank."),
            ("stock", "many", "stock must be a whole number ≥ 0, not “many”."),
            (
                "discounted_price", "13000",
                "discounted_price must be a whole number from 0 to the price (12000), not “13000”."
            ),
            ("password", nil, "password is required and must not be blank."),
            ("password", "", "password is required and must not be blank."),
        ] as [(String, String?, String)])
    func validation(field: String, value: String?, reason: String) async throws {
        try await OpenMarketApp.test { client in
            var form = RawMultipart.registration(images: [try ImageFixtures.jpeg])
            form.parts.removeAll { $0.headers[0].contains("name=\"\(field)\"") }
            if let value { form.text(field, value) }
            let response = try await client.send(form)
            #expect(response.status == .badRequest)
            #expect(response.errorReason == reason)
            #expect(response.errorField == field)
            #expect(try await client.get("/items/1").decoded(ItemPage.self).items.isEmpty)
        }
    }

    @Test("image rules: at least one, at most five, real images, 10 MB and 8000 × 8000 at most — nothing stored")
    func imageRules() async throws {
        try await OpenMarketApp.test { client in
            let jpeg = try ImageFixtures.jpeg
            let cases: [([Data], HTTPResponse.Status, String)] = [
                ([], .badRequest, "At least one image is required (images[])."),
                (Array(repeating: jpeg, count: 6), .badRequest, "The number of images must be 5 or less"),
                ([jpeg, Data("GIF89a not really".utf8)], .unsupportedMediaType, "Image 2 is not a JPEG or PNG image."),
                (
                    [jpeg, jpeg, Data("first bad".utf8), Data("second bad".utf8)], .unsupportedMediaType,
                    "Image 3 is not a JPEG or PNG image."
                ),
                (
                    [Data(repeating: 0xFF, count: 10 * 1_048_576 + 1)], .contentTooLarge,
                    "Image 1 is 10.0 MB; each image must be 10 MB or smaller."
                ),
                (
                    [try Self.jpegClaiming(width: 9000, height: 9000)], .badRequest,
                    "Image 1 is 9000 × 9000 pixels; images may be at most 8000 × 8000."
                ),
            ]
            for (images, status, reason) in cases {
                let response = try await client.send(RawMultipart.registration(images: images))
                #expect(response.status == status, "\(reason)")
                #expect(response.errorReason == reason)
                #expect(response.errorField == "images[]", "\(reason)")
            }
            #expect(try await client.get("/items/1").decoded(ItemPage.self).items.isEmpty)
        }
    }

    @Test("a body that is not multipart is 415; one over 60 MB is 413")
    func bodyRules() async throws {
        try await OpenMarketApp.test { client in
            let json = try await client.execute(
                uri: "/item", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: "{}")
            )
            #expect(json.status == .unsupportedMediaType)
            #expect(json.errorReason == "The request body must be multipart/form-data.")
            var huge = RawMultipart.registration(images: [])
            huge.file(Data(repeating: 0, count: 61 * 1_048_576))
            let tooLarge = try await client.send(huge)
            #expect(tooLarge.status == .contentTooLarge)
            #expect(tooLarge.errorReason == "The request body must be 60 MB or smaller.")
        }
    }

    /// The fixture JPEG with its frame header claiming `width × height`.
    static func jpegClaiming(width: UInt16, height: UInt16) throws -> Data {
        var bytes = [UInt8](try ImageFixtures.jpeg)
        let sof = try #require(bytes.indices.first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes.replaceSubrange(
            (sof + 5)..<(sof + 9),
            with: [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)])
        return Data(bytes)
    }
}
