import Foundation
import Imaging
import TestSupport
import Testing

/// Images made or altered by the tests, from the real fixtures.
enum TestImages {
    /// A bitmap where each pixel's colour says where it is: red = x, green = y, blue = 128.
    static func gradient(width: Int, height: Int, alpha: (Int, Int) -> UInt8 = { _, _ in 255 }) -> Bitmap {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), 128, alpha(x, y)]
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// A bitmap of one colour.
    static func solid(width: Int, height: Int, _ rgba: [UInt8]) -> Bitmap {
        Bitmap(width: width, height: height, pixels: Array((0..<(width * height)).map { _ in rgba }.joined()))
    }

    /// The fixture JPEG with an EXIF block after SOI: orientation `orientation`, an image description
    /// holding `secret`, and a GPS IFD — what a phone writes.
    static func jpegWithEXIF(orientation: UInt16, secret: String) throws -> Data {
        var tiff: [UInt8] = Array("MM".utf8) + [0x00, 0x2A] + be32(8)
        let entries = 3
        let ifdSize = 2 + entries * 12 + 4
        let descriptionOffset = 8 + ifdSize
        let description = Array(secret.utf8) + [0]
        let gpsOffset = descriptionOffset + description.count
        tiff += be16(UInt16(entries))
        tiff += be16(0x010E) + be16(2) + be32(UInt32(description.count)) + be32(UInt32(descriptionOffset))
        tiff += be16(0x0112) + be16(3) + be32(1) + be16(orientation) + [0, 0]
        tiff += be16(0x8825) + be16(4) + be32(1) + be32(UInt32(gpsOffset))
        tiff += be32(0)
        tiff += description
        tiff += be16(1) + be16(0x0001) + be16(2) + be32(2) + Array("N".utf8) + [0, 0, 0] + be32(0)
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let segment: [UInt8] = [0xFF, 0xE1] + be16(UInt16(payload.count + 2)) + payload
        let jpeg = try ImageFixtures.jpeg
        return jpeg.prefix(2) + Data(segment) + jpeg.dropFirst(2)
    }

    /// The fixture JPEG with its frame header claiming `width × height`.
    static func jpegClaiming(width: UInt16, height: UInt16) throws -> Data {
        var bytes = [UInt8](try ImageFixtures.jpeg)
        let sof = try #require(bytes.indices.first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes.replaceSubrange((sof + 5)..<(sof + 9), with: be16(height) + be16(width))
        return Data(bytes)
    }

    /// The fixture PNG with its IHDR claiming `width × height`.
    static func pngClaiming(width: UInt32, height: UInt32) throws -> Data {
        var bytes = [UInt8](try ImageFixtures.png)
        bytes.replaceSubrange(16..<24, with: be32(width) + be32(height))
        return Data(bytes)
    }

    private static func be16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
    private static func be32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
