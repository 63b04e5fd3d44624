import Foundation
import HTTPTypes
import NIOCore
import OpenMarketAPI
import ServerHTTP
import ServerTestSupport
import TestSupport
import Testing

@testable import OpenMarketServer

@Suite("Watching a form as it arrives, chunk by chunk")
struct FormLimitWatcherTests {
    /// Feeds `body` to a watcher `chunkSize` bytes at a time; the error it throws and after how many bytes.
    static func watch(_ form: RawMultipart, chunkSize: Int) -> (error: APIError?, at: Int) {
        guard var watcher = FormLimitWatcher(contentType: form.contentType, maxDimension: 8000) else {
            return (nil, 0)
        }
        let body = form.body
        var received = ByteBuffer()
        var offset = 0
        while offset < body.count {
            let end = min(offset + chunkSize, body.count)
            received.writeBytes(body[offset..<end])
            offset = end
            do { try watcher.check(received) } catch { return (error, offset) }
        }
        return (nil, offset)
    }

    @Test("a valid form passes whole, whatever the chunk size", arguments: [1, 7, 1_000, 65_536])
    func valid(chunkSize: Int) throws {
        let form = RawMultipart.registration(images: Array(repeating: try ImageFixtures.jpeg, count: 5))
        let result = Self.watch(form, chunkSize: chunkSize)
        #expect(result.error == nil)
        #expect(result.at == form.body.count)
    }

    @Test("a sixth image is refused when its headers arrive, whatever the chunk size", arguments: [1, 13, 65_536])
    func sixth(chunkSize: Int) throws {
        let photo = try ImageFixtures.jpeg
        let form = RawMultipart.registration(images: Array(repeating: photo, count: 6) + [Data(count: 1_000_000)])
        let result = Self.watch(form, chunkSize: chunkSize)
        #expect(result.error == .badRequest("The number of images must be 5 or less", field: "images[]"))
        let sixthStart = try #require(form.body.firstRange(of: Data("filename=\"photo5.jpg\"".utf8)))
        #expect(result.at < sixthStart.upperBound + 200 + chunkSize)
    }

    @Test("the images of the 2022 API's `images` parts count too; its params part does not")
    func marketParts() throws {
        var form = RawMultipart()
        form.text("params", #"{"name":"Lamp"}"#)
        for _ in 0..<6 { form.file(try ImageFixtures.png, name: "images", contentType: "image/png") }
        #expect(
            Self.watch(form, chunkSize: 4_096).error
                == .badRequest("The number of images must be 5 or less", field: "images[]"))
    }

    @Test("a picture too large by its header is refused before the rest of it arrives")
    func dimensions() {
        let header = ImageFixtures.headerOnlyPNG(width: 8001, height: 20)
        let form = RawMultipart.registration(images: [header + Data(count: 2_000_000)])
        let result = Self.watch(form, chunkSize: 8_192)
        #expect(
            result.error
                == .badRequest("Image 1 is 8001 × 20 pixels; images may be at most 8000 × 8000.", field: "images[]"))
        #expect(result.at < 100_000)
    }

    @Test("an image over 10 MB is refused once its eleventh megabyte arrives")
    func bytes() {
        let form = RawMultipart.registration(images: [Data(count: 12_000_000)])
        let result = Self.watch(form, chunkSize: 65_536)
        #expect(result.error?.status == .contentTooLarge)
        #expect(result.at > OpenMarketLimits.maxImageBytes)
        #expect(result.at < OpenMarketLimits.maxImageBytes + 200_000)
    }

    @Test("a body that is not a multipart form is not watched")
    func notMultipart() {
        #expect(FormLimitWatcher(contentType: "application/json", maxDimension: 8000) == nil)
        #expect(FormLimitWatcher(contentType: "multipart/form-data", maxDimension: 8000) == nil)
        #expect(FormLimitWatcher(contentType: nil, maxDimension: 8000) == nil)
    }
}
