import Foundation
import Hummingbird
import HummingbirdTesting
import ImageFormats
import Imaging
import ImagingTestSupport
import NIOFoundationCompat
import OpenMarketAPI
import ServerTestSupport
import TestSupport
import Testing

@testable import OpenMarketServer

@Suite("Several photos appended into one image part, as one app sends them: each kept, or the request refused")
struct ConcatenatedPhotosTests {
    static func photo(_ width: Int) throws -> Data {
        try ImageCodec.encodeJPEG(ImageFixtures.noisyPhoto(width: width, height: 120), quality: 85)
    }

    @Test("two photos in one part are two photos of the product, in order", arguments: TestDatabase.available)
    func kept(database: TestDatabase) async throws {
        try await OpenMarketApp.test(database: database) { client in
            var form = RawMultipart.registration(images: [])
            form.file(try Self.photo(160) + Self.photo(200), filename: "photos.jpg")
            let response = try await client.send(form)
            #expect(response.status == .ok, "\(response.text)")
            let item = try response.decoded(ItemDetail.self)
            #expect(item.images.count == 2)
            for (url, width) in zip(item.images, [160, 200]) {
                let path = try #require(URL(string: url)?.path)
                let image = try await client.get(path)
                #expect(try ImageInfoReader.width(of: image) == width)
            }
        }
    }

    @Test("more than five photos counted that way is refused with the limit's sentence, and nothing is stored")
    func overTheLimit() async throws {
        try await OpenMarketApp.test { client in
            var form = RawMultipart.registration(images: try (0..<4).map { _ in try Self.photo(100) })
            form.file(try Self.photo(100) + Self.photo(100), filename: "two.jpg")
            let response = try await client.send(form)
            #expect(response.status == .badRequest && response.errorReason == "The number of images must be 5 or less")
            #expect(try await client.get("/items/1").decoded(ItemPage.self).items.isEmpty)
        }
    }

    @Test("a second photo cut short is refused with a sentence saying so, not dropped")
    func cutShort() async throws {
        try await OpenMarketApp.test { client in
            let second = try Self.photo(100)
            var form = RawMultipart.registration(images: [])
            form.file(try Self.photo(100) + second.prefix(second.count / 2), filename: "photos.jpg")
            let response = try await client.send(form)
            #expect(response.status == .badRequest)
            #expect(response.errorReason?.contains("cut short") == true, "\(response.text)")
            #expect(try await client.get("/items/1").decoded(ItemPage.self).items.isEmpty)
        }
    }
}

/// The width an image answer's headers say.
enum ImageInfoReader {
    static func width(of response: TestResponse) throws -> Int {
        try ImageInfo(reading: Data(buffer: response.body)).width
    }
}
