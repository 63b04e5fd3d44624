import Foundation
import ImageFormats
import Imaging
import ImagingTestSupport
import OpenMarketKit
import OpenMarketKitImaging
import TestSupport
import Testing

@Suite("ImageCompressor: at most 300,000 bytes, aspect ratio kept")
struct ImageCompressorTests {
    @Test("a large photo becomes a JPEG of at most 300,000 bytes with the same aspect ratio")
    func largePhoto() throws {
        // Given a 2400 × 1600 photo of several megabytes
        let photo = try ImageCodec.encodeJPEG(ImageFixtures.noisyPhoto(width: 2400, height: 1600), quality: 98)
        #expect(photo.count > 1_000_000)
        // When
        let compressed = try ImageCompressor(codec: ImagingPhotoCodec()).compress(photo)
        // Then
        #expect(compressed.data.count <= 300_000)
        #expect(compressed.format == .jpeg)
        let info = try ImageInfo(reading: compressed.data)
        #expect(info.width == compressed.width && info.height == compressed.height)
        #expect(abs(Double(info.width) / Double(info.height) - 1.5) < 0.01)
        #expect(info.width >= 400, "downscaled only as far as needed, not to a thumbnail")
    }

    @Test("an image already small enough and upright is sent as it is")
    func smallImageUnchanged() throws {
        let photo = try ImageFixtures.jpeg
        let compressed = try ImageCompressor(codec: ImagingPhotoCodec()).compress(photo)
        #expect(compressed.data == photo)
    }

    @Test("an image with transparency stays a PNG, scaled until it fits")
    func transparentPNG() throws {
        let png = try ImageCodec.encodePNG(
            ImageFixtures.noisyPhoto(width: 1200, height: 600, alpha: true), keepAlpha: true)
        #expect(png.count > 300_000)
        let compressed = try ImageCompressor(codec: ImagingPhotoCodec()).compress(png)
        #expect(compressed.format == .png)
        #expect(compressed.data.count <= 300_000)
        #expect(abs(Double(compressed.width) / Double(compressed.height) - 2) < 0.02)
        #expect(try ImageCodec.decode(compressed.data, maxDimension: 8000).hasTransparency)
    }

    @Test("a smaller limit is honoured too")
    func customLimit() throws {
        let photo = try ImageCodec.encodeJPEG(ImageFixtures.noisyPhoto(width: 800, height: 600), quality: 95)
        let compressed = try ImageCompressor(codec: ImagingPhotoCodec(), byteLimit: 20_000).compress(photo)
        #expect(compressed.data.count <= 20_000)
    }

    @Test("bytes that are not an image, and an image over the size limit, are refused")
    func refusals() throws {
        #expect(throws: ImagingError.notAnImage) {
            try ImageCompressor(codec: ImagingPhotoCodec()).compress(Data("hello".utf8))
        }
        #expect(throws: ImagingError.tooLarge(width: 64, height: 48, limit: 50)) {
            try ImageCompressor(codec: ImagingPhotoCodec(), maxDimension: 50).compress(try ImageFixtures.jpeg)
        }
    }
}
