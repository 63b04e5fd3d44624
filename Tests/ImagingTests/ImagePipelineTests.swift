import Foundation
import ImageFormats
import Imaging
import TestSupport
import Testing

@Suite("What an uploaded photo becomes")
struct ImagePipelineTests {
    let pipeline = ImagePipeline()

    @Test("a JPEG is stored as a clean JPEG with a JPEG thumbnail at most 300 px")
    func largeJPEG() throws {
        // Given a 1500 × 1000 photo
        let photo = try ImageCodec.encodeJPEG(TestImages.gradient(width: 1500, height: 1000), quality: 92)
        // When
        let processed = try pipeline.process(photo)
        // Then
        #expect(processed.full.format == .jpeg && processed.full.width == 1500 && processed.full.height == 1000)
        #expect(processed.thumbnail.format == .jpeg)
        #expect(processed.thumbnail.width == 300 && processed.thumbnail.height == 200)
        let thumbnail = try ImageInfo(reading: processed.thumbnail.data)
        #expect(thumbnail.format == .jpeg && thumbnail.width == 300 && thumbnail.height == 200)
    }

    @Test("EXIF is gone after saving — GPS and descriptions included — and the photo stands upright")
    func exifStrippedAndApplied() throws {
        let photo = try TestImages.jpegWithEXIF(orientation: 6, secret: "SECRET-GPS-52.5200N")
        #expect(photo.range(of: Data("SECRET".utf8)) != nil)
        let processed = try pipeline.process(photo)
        for image in [processed.full, processed.thumbnail] {
            #expect(image.data.range(of: Data("SECRET".utf8)) == nil)
            #expect(image.data.range(of: Data("Exif".utf8)) == nil)
        }
        // Orientation 6: stored turned 90° anticlockwise, so upright it is 48 wide and 64 tall.
        #expect(processed.full.width == 48 && processed.full.height == 64)
        let info = try ImageInfo(reading: processed.full.data)
        #expect(info.width == 48 && info.height == 64 && info.orientation == 1)
    }

    @Test("an upright JPEG keeps its compressed image, without its metadata: the same pixels, no EXIF")
    func uprightJPEGLossless() throws {
        // Given an upright photo carrying EXIF with a secret
        let photo = try TestImages.jpegWithEXIF(orientation: 1, secret: "SECRET-GPS-52.5200N")
        // When
        let processed = try pipeline.process(photo)
        // Then the metadata is gone and the pixels are exactly the original's
        #expect(processed.full.data.range(of: Data("SECRET".utf8)) == nil)
        #expect(processed.full.data.range(of: Data("Exif".utf8)) == nil)
        let original = try ImageCodec.decode(photo, maxDimension: 8000)
        let stored = try ImageCodec.decode(processed.full.data, maxDimension: 8000)
        #expect(stored == original)
        #expect(processed.thumbnail.data.range(of: Data("SECRET".utf8)) == nil)
    }

    @Test(
        "a large photo's 1/8 preview from its DC coefficients is what libjpeg's 1/8 decode gives",
        arguments: [(2600, 1900), (2403, 1601)])
    func dcPreview(size: (Int, Int)) throws {
        // Given a photo large enough for a thumbnail at 1/8 scale, of a width and height not multiples of 8
        let photo = try ImageCodec.encodeJPEG(TestImages.gradient(width: size.0, height: size.1), quality: 90)
        let info = try ImageInfo(reading: photo)
        // When the copy makes its preview
        let copy = try #require(try ImageCodec.strippedJPEGWithPreview(photo, info: info))
        let (stripped, preview) = (copy.data, copy.preview)
        // Then it has the 1/8 decode's size, and its pixels differ from it by rounding at most
        let decoded = try ImageCodec.decode(photo, maxDimension: 8000, scaleDenominator: 8)
        #expect(preview.width == decoded.width && preview.height == decoded.height)
        let largest = zip(preview.pixels, decoded.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(largest <= 12, "the chroma of a 1/8 decode is upsampled smoothly; the preview's is not")
        #expect(try ImageCodec.decode(stripped, maxDimension: 8000) == ImageCodec.decode(photo, maxDimension: 8000))
        // And the pipeline's thumbnail is made from it
        let processed = try pipeline.process(photo)
        #expect(max(processed.thumbnail.width, processed.thumbnail.height) == 300)
    }

    @Test("a PNG with transparency keeps it, in the full image and in a PNG thumbnail")
    func transparentPNG() throws {
        let processed = try pipeline.process(ImageFixtures.png)
        #expect(processed.full.format == .png && processed.thumbnail.format == .png)
        #expect(
            try ImageCodec.decode(processed.full.data, maxDimension: 100)
                == ImageCodec.decode(ImageFixtures.png, maxDimension: 100))
    }

    @Test("an opaque PNG gets a JPEG thumbnail")
    func opaquePNG() throws {
        let png = try ImageCodec.encodePNG(TestImages.gradient(width: 900, height: 600), keepAlpha: true)
        let processed = try pipeline.process(png)
        #expect(processed.full.format == .png)
        #expect(
            processed.thumbnail.format == .jpeg && processed.thumbnail.width == 300 && processed.thumbnail.height == 200
        )
    }

    @Test("images over 8000 × 8000 are refused from their headers", arguments: [(8001, 10), (10, 8001), (9000, 9000)])
    func tooLarge(size: (Int, Int)) throws {
        let jpeg = try TestImages.jpegClaiming(width: UInt16(size.0), height: UInt16(size.1))
        #expect(throws: ImagingError.tooLarge(width: size.0, height: size.1, limit: 8000)) {
            try pipeline.process(jpeg)
        }
        let png = try TestImages.pngClaiming(width: UInt32(size.0), height: UInt32(size.1))
        #expect(throws: ImagingError.tooLarge(width: size.0, height: size.1, limit: 8000)) { try pipeline.process(png) }
    }

    @Test("not an image is refused with a sentence")
    func notAnImage() {
        #expect(throws: ImagingError.notAnImage) { try pipeline.process(Data("GIF89a".utf8)) }
        #expect(ImagingError.notAnImage.description == "The file is not a JPEG or PNG image.")
        #expect(
            ImagingError.tooLarge(width: 9000, height: 10, limit: 8000).description
                == "The image is 9000 × 10 pixels; images may be at most 8000 × 8000.")
    }
}

@Suite("Turning photos upright")
struct OrientationTests {
    /// 3 × 2 pixels numbered 0…5 in the red channel, row by row.
    let numbered = Bitmap(width: 3, height: 2, pixels: (0..<6).flatMap { [UInt8($0), 0, 0, 255] })

    @Test(
        "each EXIF orientation turns the pixels as the standard says",
        arguments: [
            (1, 3, [0, 1, 2, 3, 4, 5]), (2, 3, [2, 1, 0, 5, 4, 3]), (3, 3, [5, 4, 3, 2, 1, 0]),
            (4, 3, [3, 4, 5, 0, 1, 2]),
            (5, 2, [0, 3, 1, 4, 2, 5]), (6, 2, [3, 0, 4, 1, 5, 2]), (7, 2, [5, 2, 4, 1, 3, 0]),
            (8, 2, [2, 5, 1, 4, 0, 3]),
        ])
    func orientations(orientation: Int, width: Int, order: [Int]) throws {
        let photo = try TestImages.jpegWithEXIF(orientation: UInt16(orientation), secret: "")
        #expect(try ImageInfo(reading: photo).orientation == orientation)
        let turned = numbered.oriented(orientation)
        #expect(turned.width == width)
        #expect(stride(from: 0, to: turned.pixels.count, by: 4).map { Int(turned.pixels[$0]) } == order)
    }
}
