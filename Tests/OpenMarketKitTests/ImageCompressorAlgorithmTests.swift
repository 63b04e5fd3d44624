import Foundation
import ImageFormats
import Locks
import OpenMarketKit
import Testing

/// A codec whose "pictures" are sizes and whose encodings are as many bytes as width × height ×
/// quality / 100 — so a test can follow every step the compressor takes.
final class SizeOnlyCodec: PhotoCodec {
    struct Picture {
        var width: Int
        var height: Int
        var transparent: Bool
    }

    let transparent: Bool
    /// What was asked of the codec, in order.
    let calls = Locked<[String]>([])

    init(transparent: Bool = false) {
        self.transparent = transparent
    }

    func decode(_ data: Data, info: ImageInfo, fittingIn maxSide: Int) -> Picture {
        calls.withLock { $0.append("decode ≤\(maxSide)") }
        return scaled(Picture(width: info.width, height: info.height, transparent: transparent), toFit: maxSide)
    }

    func size(of picture: Picture) -> (width: Int, height: Int) { (picture.width, picture.height) }

    func scaled(_ picture: Picture, toFit maxSide: Int) -> Picture {
        let longest = max(picture.width, picture.height)
        guard longest > maxSide else { return picture }
        return Picture(
            width: picture.width * maxSide / longest, height: picture.height * maxSide / longest,
            transparent: picture.transparent)
    }

    func hasTransparency(_ picture: Picture) -> Bool { picture.transparent }

    func encodeJPEG(_ picture: Picture, quality: Int) -> Data {
        calls.withLock { $0.append("jpeg \(picture.width)×\(picture.height) q\(quality)") }
        return Data(count: picture.width * picture.height * quality / 100)
    }

    func encodePNG(_ picture: Picture) -> Data {
        calls.withLock { $0.append("png \(picture.width)×\(picture.height)") }
        return Data(count: picture.width * picture.height)
    }
}

@Suite("ImageCompressor's steps, through any PhotoCodec")
struct ImageCompressorAlgorithmTests {
    /// The start of a baseline JPEG whose frame header says `width` × `height`, padded to `bytes`.
    static func jpegHeader(width: Int, height: Int, bytes: Int) -> Data {
        let frame: [UInt8] = [
            0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8),
            UInt8(width & 0xFF), 0x03, 0x01, 0x11, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
        ]
        return Data(frame) + Data(count: max(0, bytes - frame.count))
    }

    @Test("falling JPEG qualities first, then 0.75 of the size, until it fits; the aspect ratio is kept")
    func steps() throws {
        // Given a 4000 × 3000 JPEG (as its headers say) and a limit that 2048 × 1536 misses at every quality
        let codec = SizeOnlyCodec()
        let compressor = ImageCompressor(codec: codec, byteLimit: 900_000)
        // When
        let result = try compressor.compress(Self.jpegHeader(width: 4000, height: 3000, bytes: 2_000_000))
        // Then
        #expect(
            codec.calls.withLock { $0 } == [
                "decode ≤2048", "jpeg 2048×1536 q85", "jpeg 2048×1536 q75", "jpeg 2048×1536 q65", "jpeg 2048×1536 q55",
                "jpeg 1536×1152 q85", "jpeg 1536×1152 q75", "jpeg 1536×1152 q65", "jpeg 1536×1152 q55",
                "jpeg 1152×864 q85",
            ])
        #expect(result.format == .jpeg && result.width == 1152 && result.height == 864)
        #expect(result.data.count <= 900_000)
    }

    @Test("a picture with see-through pixels stays a PNG and is only made smaller")
    func transparency() throws {
        let codec = SizeOnlyCodec(transparent: true)
        let result = try ImageCompressor(codec: codec, byteLimit: 2_000_000)
            .compress(Self.jpegHeader(width: 4000, height: 3000, bytes: 3_000_000))
        #expect(codec.calls.withLock { $0 } == ["decode ≤2048", "png 2048×1536", "png 1536×1152"])
        #expect(result.format == .png)
    }
}
