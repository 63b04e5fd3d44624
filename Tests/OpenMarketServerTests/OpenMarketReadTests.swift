import Foundation
import Hummingbird
import HummingbirdTesting
import ImageFormats
import Imaging
import NIOFoundationCompat
import OpenMarketAPI
import ServerTestSupport
import TestSupport
import Testing

@Suite("Reading the market: pages, items, images")
struct OpenMarketReadTests {
    @Test("a page lists summaries newest first with exactly the spec's keys; a page past the end is empty")
    func pages() async throws {
        try await OpenMarketApp.test(publicURL: "http://market.test") { client in
            for title in ["First", "Second", "Third"] {
                let form = RawMultipart.registration(
                    title: title, discountedPrice: title == "Second" ? nil : "100", images: [try ImageFixtures.jpeg])
                #expect(try await client.send(form).status == .ok)
            }
            let response = try await client.get("/items/1", headers: [.contentType: "application/json"])
            #expect(response.status == .ok)
            let page = try response.decoded(ItemPage.self)
            #expect(page.page == 1)
            #expect(page.items.map(\.title) == ["Third", "Second", "First"])
            let json = try response.decoded(JSONValue.self)
            guard case .array(let items) = json["items"] else {
                Issue.record("no items in \(json)")
                return
            }
            let summaryKeys: Set = ["id", "title", "price", "currency", "stock", "thumbnails", "registration_date"]
            #expect(items[0].keys == summaryKeys.union(["discounted_price"]))
            #expect(items[1].keys == summaryKeys, "no discount: the key is absent, not null")
            #expect(page.items[0].thumbnails.allSatisfy { $0.hasPrefix("http://market.test/thumbnails/") })
            #expect(try await client.get("/items/2").decoded(ItemPage.self) == ItemPage(page: 2, items: []))
        }
    }

    @Test("a page that is not a positive whole number is 400", arguments: ["0", "-1", "abc", "1.5"])
    func badPage(page: String) async throws {
        try await OpenMarketApp.test { client in
            let response = try await client.get("/items/\(page)")
            #expect(response.status == .badRequest)
            #expect(response.errorReason == "page must be a whole number ≥ 1, not “\(page)”.")
        }
    }

    @Test("an item's detail equals what registering it answered; an unknown id is 404 Not Found")
    func item() async throws {
        try await OpenMarketApp.test { client in
            let created = try await client.send(RawMultipart.registration(images: [try ImageFixtures.jpeg])).decoded(
                ItemDetail.self)
            #expect(try await client.get("/item/\(created.id)").decoded(ItemDetail.self) == created)
            let missing = try await client.get("/item/\(created.id + 1)")
            #expect(missing.status == .notFound)
            #expect(
                try missing.decoded(JSONValue.self) == .object(["error": .bool(true), "reason": .string("Not Found")]))
            #expect(try await client.get("/item/abc").status == .badRequest)
        }
    }

    @Test("images are served cleaned, thumbnails small, with a strong ETag, cached for a year, and 304 when unchanged")
    func images() async throws {
        try await OpenMarketApp.test(publicURL: "http://market.test") { client in
            let photo = try ImageCodec.encodeJPEG(TestBitmaps.gradient(width: 1200, height: 900), quality: 90)
            let created = try await client.send(RawMultipart.registration(images: [photo, try ImageFixtures.png]))
                .decoded(ItemDetail.self)
            let imagePath = try #require(created.images.first?.replacingOccurrences(of: "http://market.test", with: ""))
            let thumbnailPath = try #require(
                created.thumbnails.first?.replacingOccurrences(of: "http://market.test", with: ""))

            let image = try await client.get(imagePath)
            #expect(image.status == .ok)
            #expect(image.headers[.contentType] == "image/jpeg")
            #expect(image.headers[.cacheControl] == "public, max-age=31536000, immutable")
            let info = try ImageInfo(reading: Data(buffer: image.body))
            #expect(info.width == 1200 && info.height == 900)

            let thumbnail = try await client.get(thumbnailPath)
            let thumbnailInfo = try ImageInfo(reading: Data(buffer: thumbnail.body))
            #expect(thumbnailInfo.width == 300 && thumbnailInfo.height == 225 && thumbnailInfo.format == .jpeg)

            let etag = try #require(thumbnail.headers[.eTag])
            #expect(etag.hasPrefix("\"") && etag.hasSuffix("\""), "a strong ETag")
            let cached = try await client.get(thumbnailPath, headers: [.ifNoneMatch: etag])
            #expect(cached.status == .notModified)
            #expect(cached.body.readableBytes == 0)
            #expect(try await client.get(thumbnailPath, headers: [.ifNoneMatch: "\"other\""]).status == .ok)

            let transparent = try await client.get(
                try #require(created.thumbnails.last?.replacingOccurrences(of: "http://market.test", with: "")))
            #expect(transparent.headers[.contentType] == "image/png", "a transparent image keeps a PNG thumbnail")
            #expect(try await client.get("/images/nothing.jpg").status == .notFound)
        }
    }

    @Test("an unknown route is a JSON 404 too")
    func unknownRoute() async throws {
        try await OpenMarketApp.test { client in
            let response = try await client.get("/no/such/thing")
            #expect(response.status == .notFound)
            #expect(response.errorReason == "Not Found")
        }
    }
}

/// Bitmaps drawn by the tests.
enum TestBitmaps {
    /// Red grows to the right, green downwards.
    static func gradient(width: Int, height: Int) -> Bitmap {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width { pixels += [UInt8(x * 255 / width), UInt8(y * 255 / height), 90, 255] }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
