import Foundation
import ImageFormats
import Imaging
import TestSupport
import Testing

@Suite("Decoding and encoding with libjpeg and libpng")
struct CodecTests {
    @Test("the PNG fixture decodes to exactly the pixels it was made of")
    func pngDecodesExactly() throws {
        let bitmap = try ImageCodec.decode(ImageFixtures.png, maxDimension: 8000)
        #expect(bitmap.width == 32 && bitmap.height == 32)
        for (x, y) in [(0, 0), (5, 9), (31, 31)] {
            let pixel = bitmap.pixel(x: x, y: y)
            #expect(
                [pixel.red, pixel.green, pixel.blue, pixel.alpha] == [
                    200, UInt8(x * 8), UInt8(y * 8), UInt8((x + y) * 4),
                ])
        }
        #expect(bitmap.hasTransparency)
    }

    @Test("the JPEG fixture decodes to its gradient, within JPEG's loss")
    func jpegDecodes() throws {
        let bitmap = try ImageCodec.decode(ImageFixtures.jpeg, maxDimension: 8000)
        #expect(bitmap.width == 64 && bitmap.height == 48)
        let pixel = bitmap.pixel(x: 40, y: 20)
        #expect(
            abs(Int(pixel.red) - 160) <= 12 && abs(Int(pixel.green) - 100) <= 12 && abs(Int(pixel.blue) - 128) <= 12)
        #expect(pixel.alpha == 255)
        #expect(!bitmap.hasTransparency)
    }

    @Test("a PNG round trip keeps every pixel; an opaque one can drop its alpha channel")
    func pngRoundTrip() throws {
        let bitmap = TestImages.gradient(width: 40, height: 30) { x, _ in UInt8(x * 6) }
        #expect(try ImageCodec.decode(ImageCodec.encodePNG(bitmap, keepAlpha: true), maxDimension: 100) == bitmap)
        let opaque = TestImages.gradient(width: 40, height: 30)
        #expect(try ImageCodec.decode(ImageCodec.encodePNG(opaque, keepAlpha: false), maxDimension: 100) == opaque)
    }

    @Test("a JPEG round trip stays close to the original, and halving while decoding works")
    func jpegRoundTrip() throws {
        let bitmap = TestImages.solid(width: 64, height: 32, [30, 140, 220, 255])
        let encoded = try ImageCodec.encodeJPEG(bitmap, quality: 90)
        #expect(ImageFormat(sniffing: encoded) == .jpeg)
        let decoded = try ImageCodec.decode(encoded, maxDimension: 100)
        let pixel = decoded.pixel(x: 10, y: 10)
        #expect(abs(Int(pixel.red) - 30) <= 4 && abs(Int(pixel.green) - 140) <= 4 && abs(Int(pixel.blue) - 220) <= 4)
        let half = try ImageCodec.decode(encoded, maxDimension: 100, scaleDenominator: 2)
        #expect(half.width == 32 && half.height == 16)
    }

    @Test("a JPEG whose data is cut off reports an error instead of ending the process")
    func corruptJPEG() throws {
        let data = try ImageFixtures.jpeg
        let broken = data.prefix(200) + Data(repeating: 0x00, count: 40)
        do {
            let bitmap = try ImageCodec.decode(broken, maxDimension: 8000)
            // libjpeg may fill missing data with grey and warn; either way the process survives.
            #expect(bitmap.width == 64)
        } catch {
            guard case .unreadable(let reason) = error else {
                Issue.record("expected .unreadable, got \(error)")
                return
            }
            #expect(!reason.isEmpty)
        }
        #expect(throws: ImagingError.self) { try ImageCodec.decode(data.prefix(100), maxDimension: 8000) }
    }

    @Test("decoding refuses images over the limit before allocating their pixels")
    func decodeLimit() throws {
        #expect(throws: ImagingError.self) { try ImageCodec.decode(ImageFixtures.jpeg, maxDimension: 50) }
        #expect(throws: ImagingError.self) { try ImageCodec.decode(ImageFixtures.png, maxDimension: 31) }
    }
}
