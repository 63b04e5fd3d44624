#if canImport(ImageIO) && canImport(CoreGraphics)
    import CoreGraphics
    import Foundation
    import ImageFormats
    import OpenMarketKit
    import TestSupport
    import Testing

    /// Runs on macOS and the simulators in the macOS workflow; ImageIO is not on Linux, where
    /// `ImagingPhotoCodec` is tested the same way.
    @Suite("ImageIOPhotoCodec: photos through ImageIO and Core Graphics")
    struct ImageIOPhotoCodecTests {
        let codec = ImageIOPhotoCodec()

        @Test("a JPEG is decoded at its size, or straight at a smaller one")
        func decodes() throws {
            let jpeg = try ImageFixtures.jpeg
            let info = try ImageInfo(reading: jpeg)
            let whole = try codec.decode(jpeg, info: info, fittingIn: 4000)
            let small = try codec.decode(jpeg, info: info, fittingIn: 32)
            #expect(codec.size(of: whole).width == 64 && codec.size(of: whole).height == 48)
            #expect(codec.size(of: small).width == 32 && codec.size(of: small).height == 24)
        }

        @Test("transparency is found in a PNG that has it, and not in a JPEG")
        func transparency() throws {
            let png = try ImageFixtures.png
            let jpeg = try ImageFixtures.jpeg
            #expect(codec.hasTransparency(try codec.decode(png, info: try ImageInfo(reading: png), fittingIn: 100)))
            #expect(!codec.hasTransparency(try codec.decode(jpeg, info: try ImageInfo(reading: jpeg), fittingIn: 100)))
        }

        @Test("drawn smaller keeps the aspect ratio; encoded, it reads back as JPEG and PNG of that size")
        func scalesAndEncodes() throws {
            let jpeg = try ImageFixtures.jpeg
            let picture = try codec.scaled(
                try codec.decode(jpeg, info: try ImageInfo(reading: jpeg), fittingIn: 64), toFit: 16)
            let asJPEG = try ImageInfo(reading: try codec.encodeJPEG(picture, quality: 80))
            let asPNG = try ImageInfo(reading: try codec.encodePNG(picture))
            #expect(asJPEG.format == .jpeg && asJPEG.width == 16 && asJPEG.height == 12)
            #expect(asPNG.format == .png && asPNG.width == 16 && asPNG.height == 12)
        }

        @Test("bytes ImageIO cannot read are refused as unreadable")
        func unreadable() throws {
            let jpeg = try ImageFixtures.jpeg
            let info = try ImageInfo(reading: jpeg)
            #expect(throws: ImagingError.self) {
                _ = try codec.decode(Data(jpeg.prefix(40)), info: info, fittingIn: 64)
            }
        }

        @Test("ImageCompressor over ImageIO makes a large photo at most 300,000 bytes, aspect ratio kept")
        func compressesALargePhoto() throws {
            // Given a 2400 × 1600 photo of several megabytes, noise over a gradient
            let photo = try codec.encodeJPEG(try Self.noisyPicture(width: 2400, height: 1600), quality: 98)
            #expect(photo.count > 1_000_000)
            // When
            let compressed = try ImageCompressor(codec: codec).compress(photo)
            // Then
            #expect(compressed.data.count <= 300_000)
            #expect(compressed.format == .jpeg)
            let info = try ImageInfo(reading: compressed.data)
            #expect(info.width == compressed.width && info.height == compressed.height)
            #expect(abs(Double(info.width) / Double(info.height) - 1.5) < 0.01)
        }

        /// An opaque bitmap of noise over a gradient, which compresses badly.
        private static func noisyPicture(width: Int, height: Int) throws -> CGImage {
            var seed: UInt32 = 12345
            var pixels = [UInt8](repeating: 255, count: width * height * 4)
            for offset in stride(from: 0, to: pixels.count, by: 4) {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let (x, y) = ((offset / 4) % width, (offset / 4) / width)
                let noise = Int(seed >> 24) / 2
                pixels[offset] = UInt8((x * 255 / width + noise) / 2)
                pixels[offset + 1] = UInt8((y * 255 / height + noise) / 2)
                pixels[offset + 2] = UInt8(noise)
            }
            let provider = try #require(CGDataProvider(data: Data(pixels) as CFData))
            return try #require(
                CGImage(
                    width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                    space: CGColorSpace(name: CGColorSpace.sRGB) ?? CGColorSpaceCreateDeviceRGB(),
                    bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipLast.rawValue), provider: provider,
                    decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        }
    }
#endif
