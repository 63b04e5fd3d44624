import Foundation
import Imaging
import OpenMarketKit
import TestSupport
import Testing

@Suite("ImageCompressor: at most 300,000 bytes, aspect ratio kept")
struct ImageCompressorTests {
    /// A photo-sized image of noise over a gradient: real JPEG bytes that compress badly, the hard case.
    static func noisyBitmap(width: Int, height: Int, alpha: Bool = false) -> Bitmap {
        var seed: UInt32 = 12345
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let noise = Int(seed >> 24) / 2
                let offset = (y * width + x) * 4
                pixels[offset] = UInt8((x * 255 / width + noise) / 2)
                pixels[offset + 1] = UInt8((y * 255 / height + noise) / 2)
                pixels[offset + 2] = UInt8(noise)
                if alpha { pixels[offset + 3] = UInt8(x * 255 / width) }
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    @Test("a large photo becomes a JPEG of at most 300,000 bytes with the same aspect ratio")
    func largePhoto() throws {
        // Given a 2400 × 1600 photo of several megabytes
        let photo = try ImageCodec.encodeJPEG(Self.noisyBitmap(width: 2400, height: 1600), quality: 98)
        #expect(photo.count > 1_000_000)
        // When
        let compressed = try ImageCompressor().compress(photo)
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
        let compressed = try ImageCompressor().compress(photo)
        #expect(compressed.data == photo)
    }

    @Test("an image with transparency stays a PNG, scaled until it fits")
    func transparentPNG() throws {
        let png = try ImageCodec.encodePNG(Self.noisyBitmap(width: 1200, height: 600, alpha: true), keepAlpha: true)
        #expect(png.count > 300_000)
        let compressed = try ImageCompressor().compress(png)
        #expect(compressed.format == .png)
        #expect(compressed.data.count <= 300_000)
        #expect(abs(Double(compressed.width) / Double(compressed.height) - 2) < 0.02)
        #expect(try ImageCodec.decode(compressed.data, maxDimension: 8000).hasTransparency)
    }

    @Test("a smaller limit is honoured too")
    func customLimit() throws {
        let photo = try ImageCodec.encodeJPEG(Self.noisyBitmap(width: 800, height: 600), quality: 95)
        let compressed = try ImageCompressor(byteLimit: 20_000).compress(photo)
        #expect(compressed.data.count <= 20_000)
    }

    @Test("bytes that are not an image, and an image over the size limit, are refused")
    func refusals() throws {
        #expect(throws: ImagingError.notAnImage) { try ImageCompressor().compress(Data("hello".utf8)) }
        #expect(throws: ImagingError.tooLarge(width: 64, height: 48, limit: 50)) {
            try ImageCompressor(maxDimension: 50).compress(try ImageFixtures.jpeg)
        }
    }
}
